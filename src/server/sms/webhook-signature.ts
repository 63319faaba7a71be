import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a gateway puts its signature in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-signature';

export function signBody(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Compares in constant time, so the answer's timing does not reveal the right signature. */
export function isValidSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined) {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
