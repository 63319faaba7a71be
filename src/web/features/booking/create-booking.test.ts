import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { answerLost, bookingRetryDelay } from './create-booking';

describe('a booking sent again', () => {
  it('is sent again only when no answer of the API came back', () => {
    expect(answerLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(answerLost(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(answerLost(new HttpError(502, 'http_error', 'Error: 502'))).toBe(true);
    expect(answerLost(new HttpError(504, 'http_error', 'Error: 504'))).toBe(true);
    expect(answerLost(new HttpError(409, 'verification_used', 'used'))).toBe(false);
    expect(answerLost(new HttpError(503, 'unavailable', 'down for a moment'))).toBe(false);
    expect(answerLost(new HttpError(500, 'internal', 'Something went wrong on our side.'))).toBe(false);
  });

  it('waits longer each time: 1, 2, 4, 8 seconds', () => {
    expect([0, 1, 2, 3].map(bookingRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });
});
