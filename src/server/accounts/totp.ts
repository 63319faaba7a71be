import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// The arithmetic of RFC 6238 that better-auth keeps to itself: which 30-second step a code
// belongs to, so that a code can be refused once its step was used (RFC 6238 §5.2).

const PERIOD_MS = 30_000;
/** better-auth accepts the code of one step either side of now: the app's clock may drift. */
const WINDOW = 1;

function hotp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  // better-auth keys the HMAC with the secret's UTF-8 bytes (the URI carries them in base32).
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = (digest.at(-1) as number) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The step (within the accepted window around `nowMs`) whose code is `code`, or null. */
export function stepOfCode(secret: string, code: string, nowMs: number): number | null {
  const now = Math.floor(nowMs / PERIOD_MS);
  let found: number | null = null;
  // Every step is compared, so the time taken says nothing about which one matched.
  for (let step = now - WINDOW; step <= now + WINDOW; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code.padEnd(6).slice(0, 6))))
      found ??= step;
  }
  return found;
}

// Backup codes: lower-case letters and digits without the ones read as each other
// (i, l and 1; o and 0), as two groups of five: 31^10, about 2^49 each.
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODES = 10;

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A backup code as typed (any case, with or without its dash or spaces) in its stored form. */
export function normalBackupCode(typed: string): string {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : typed;
}

/** How a spent backup code is remembered: its hash, never the code. */
export function backupCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}
