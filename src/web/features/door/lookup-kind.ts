/** A booking id is 16 random bytes in base64url: 22 letters, digits, '-' or '_'. */
const BOOKING_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * What the door box was given. A scanner (camera, USB or Bluetooth) gives a booking id; a
 * person may type one too, or mobile digits, or part of a name, which are searched.
 */
export function lookupKind(text: string): 'id' | 'search' {
  return BOOKING_ID.test(text.trim()) ? 'id' : 'search';
}
