#!/bin/sh
# Nightly backup: a consistent copy (npm run backup), encrypted at once with age for the
# public key in BACKUP_AGE_RECIPIENT, then the encrypted copies older than BACKUP_KEEP_DAYS
# deleted. Backups hold visitors' personal data: never keep one unencrypted.
# Run by visitpass-backup.service with the app's environment file.
set -eu

: "${BACKUP_AGE_RECIPIENT:?set BACKUP_AGE_RECIPIENT (an age public key, age1…) in the environment file}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/visitpass}"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
NODE="${NODE:-/usr/bin/node}"

stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
plain="$(mktemp -d)/visitpass-$stamp.backup"
trap 'rm -rf "$(dirname "$plain")"' EXIT

"$NODE" --import tsx src/server/backup.cli.ts backup "$plain"
age --encrypt --recipient "$BACKUP_AGE_RECIPIENT" --output "$BACKUP_DIR/visitpass-$stamp.backup.age.part" "$plain"
mv "$BACKUP_DIR/visitpass-$stamp.backup.age.part" "$BACKUP_DIR/visitpass-$stamp.backup.age"

find "$BACKUP_DIR" -maxdepth 1 -name 'visitpass-*.backup.age' -mtime "+$BACKUP_KEEP_DAYS" -print -delete
