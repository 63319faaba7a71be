import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The app's own bookkeeping on better-auth's second-factor rows (migration 0008).

type Db = Kysely<Database>;

/** The user's TOTP secret as better-auth stored it (encrypted), or undefined. */
export async function findEncryptedSecret(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('two_factor')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.secret;
}

/**
 * Records `step` as the user's last accepted one, if it is later than the last: one
 * conditional update, so of two instances taking the same code at once only one succeeds.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_totp_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function usedBackupCodes(db: Db, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('two_factor')
    .select('used_backup_codes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.used_backup_codes ? (JSON.parse(row.used_backup_codes) as string[]) : [];
}

export async function isBackupCodeUsed(db: Db, userId: string, hash: string): Promise<boolean> {
  return (await usedBackupCodes(db, userId)).includes(hash);
}

export async function rememberUsedBackupCode(db: Db, userId: string, hash: string): Promise<void> {
  const used = await usedBackupCodes(db, userId);
  await db
    .updateTable('two_factor')
    .set({ used_backup_codes: JSON.stringify([...used, hash]) })
    .where('user_id', '=', userId)
    .execute();
}
