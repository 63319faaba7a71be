import { createHmac } from 'node:crypto';

// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30-second steps), as an authenticator app computes it
// from the `otpauth://` URI it scanned.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for the URI's secret at `at` (milliseconds). */
export function totpCode(otpauthUri: string, at = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error('the URI holds no secret');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) as number) & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** A six-digit code the app would not show now (nor 30 seconds either side). */
export function wrongTotpCode(otpauthUri: string): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(otpauthUri, Date.now() + shift)));
  let code = 0;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}
