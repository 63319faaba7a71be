import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a booking's "I can't come" link (decision 0055): an HMAC of the booking id with
 * the server's secret. The booking id alone opens the ticket, which visitors share with their
 * party and show at the door; cancelling needs this key as well, which only the reminder mail
 * carries. Nothing is stored: every instance with the same secret checks it.
 */
export function cantComeKey(secret: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`cant-come\0${bookingId}`).digest('base64url');
}

export function isCantComeKey(secret: string, bookingId: string, key: string): boolean {
  const expected = Buffer.from(cantComeKey(secret, bookingId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The visitor site's confirmation page; opening it changes nothing (mail scanners open links). */
export const cantComeUrl = (origin: string, bookingId: string, key: string) =>
  `${origin}/booking/${encodeURIComponent(bookingId)}/cant-come?key=${encodeURIComponent(key)}`;
