import { describe, expect, it } from 'vitest';
import {
  challengeExpiry,
  challengeState,
  findProvingSms,
  isWithinSmsWindow,
  type StoredSms,
  textContainsKeyword,
} from './sms-match';

const NOW = new Date('2026-11-20T04:30:00.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const challenge = { senderDigits: '919876543210', keyword: 'SAIRAM 4821' };

function sms(overrides: Partial<StoredSms> = {}): StoredSms {
  return { sender: '919876543210', text: 'SAIRAM 4821', receivedAt: NOW.toISOString(), ...overrides };
}

describe('keyword in the text', () => {
  it.each([
    'SAIRAM 4821',
    'sairam 4821',
    'SaiRam 4821',
    'SAIRAM4821',
    'SAIRAM    4821',
    ' sairam\u00a04821 ',
    'Hello, SAIRAM 4821. Thanks',
    'SAIRAM 4821\n',
  ])('finds the keyword in %j', (text) => {
    expect(textContainsKeyword(text, 'SAIRAM 4821')).toBe(true);
  });

  it.each(['SAIRAM 4822', 'SAIRAM 48210', 'SAIRAM', '4821', 'SAI RAM 4821', ''])(
    'does not find it in %j',
    (text) => {
      expect(textContainsKeyword(text, 'SAIRAM 4821')).toBe(false);
    },
  );

  it('treats characters of the configured keyword literally', () => {
    expect(textContainsKeyword('SAI.RAM 12', 'SAI.RAM 12')).toBe(true);
    expect(textContainsKeyword('SAIXRAM 12', 'SAI.RAM 12')).toBe(false);
  });
});

describe('time window', () => {
  it.each([
    [-5, true],
    [5, true],
    [0, true],
    [-5 - 1 / 60_000, false],
    [5 + 1 / 60_000, false],
    [-6, false],
  ])('a message %s minutes from now counts: %s', (minutes, counts) => {
    expect(isWithinSmsWindow(minutesFromNow(minutes), NOW)).toBe(counts);
  });

  it('refuses an unreadable instant', () => {
    expect(isWithinSmsWindow('yesterday', NOW)).toBe(false);
  });
});

describe('finding the proving message', () => {
  it('finds a message from the number with the keyword in the window', () => {
    const proving = sms({ text: 'sairam4821', receivedAt: minutesFromNow(-5) });
    expect(findProvingSms([proving], challenge, NOW)).toBe(proving);
  });

  it('ignores a message from another number, even with the right keyword', () => {
    expect(findProvingSms([sms({ sender: '919876543211' })], challenge, NOW)).toBeUndefined();
    expect(findProvingSms([sms({ sender: '449876543210' })], challenge, NOW)).toBeUndefined();
  });

  it('ignores a message outside the window and one with another code', () => {
    const messages = [sms({ receivedAt: minutesFromNow(-5.5) }), sms({ text: 'SAIRAM 1234' })];
    expect(findProvingSms(messages, challenge, NOW)).toBeUndefined();
  });

  it('picks the proving message among others', () => {
    const proving = sms({ receivedAt: minutesFromNow(4) });
    const messages = [sms({ sender: '911111111111' }), sms({ text: 'hello' }), proving];
    expect(findProvingSms(messages, challenge, NOW)).toBe(proving);
  });
});

describe('challenge state', () => {
  const expiresAt = challengeExpiry(NOW).toISOString();

  it('expires 10 minutes after it was made', () => {
    expect(expiresAt).toBe('2026-11-20T04:40:00.000Z');
  });

  it('is pending, then verified, until it expires', () => {
    const pending = { expiresAt, verifiedAt: null, usedByBookingId: null };
    expect(challengeState(pending, NOW)).toBe('pending');
    const verified = { ...pending, verifiedAt: NOW.toISOString() };
    expect(challengeState(verified, new Date('2026-11-20T04:39:59.999Z'))).toBe('verified');
    expect(challengeState(verified, new Date(expiresAt))).toBe('expired');
    expect(challengeState(pending, new Date(expiresAt))).toBe('expired');
  });

  it('stays used once a booking used it, expired or not', () => {
    const used = { expiresAt, verifiedAt: NOW.toISOString(), usedByBookingId: 'booking-1' };
    expect(challengeState(used, NOW)).toBe('used');
    expect(challengeState(used, new Date('2026-11-21T00:00:00.000Z'))).toBe('used');
  });
});
