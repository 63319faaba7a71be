// How an inbound SMS proves a mobile number: it comes from the challenge's number, carries
// the challenge's keyword and arrived close to now. Pure functions, so the server's check and
// the tests share one definition.

/** A message counts when received at most this long before or after now. */
export const SMS_WINDOW_MINUTES = 5;
/** A challenge can be checked and used for this long after it was made. */
export const CHALLENGE_LIFETIME_MINUTES = 10;

const MINUTE_MS = 60_000;

export interface StoredSms {
  /** Digits with country code, no '+'. */
  sender: string;
  text: string;
  /** ISO instant. */
  receivedAt: string;
}

export interface ChallengeToMatch {
  senderDigits: string;
  keyword: string;
}

export interface ChallengeTimes {
  expiresAt: string;
  verifiedAt: string | null;
  usedByBookingId: string | null;
}

export type ChallengeState = 'pending' | 'verified' | 'used' | 'expired';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * True when the text contains the keyword, ignoring case and the spacing between its words:
 * 'SAIRAM 4821' is found in 'sairam4821', 'Sairam   4821' and 'ok SAIRAM 4821 thanks', but
 * not in 'SAIRAM 48210' (another code).
 */
export function textContainsKeyword(text: string, keyword: string): boolean {
  const words = keyword.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return false;
  return new RegExp(`${words.join('\\s*')}(?![0-9])`, 'i').test(text);
}

/** True when the instant lies within the window either side of now, both edges included. */
export function isWithinSmsWindow(receivedAt: string, now: Date, minutes = SMS_WINDOW_MINUTES): boolean {
  const received = Date.parse(receivedAt);
  return !Number.isNaN(received) && Math.abs(received - now.getTime()) <= minutes * MINUTE_MS;
}

/** The earliest and latest receipt instants a check at `now` accepts. */
export function smsWindow(now: Date, minutes = SMS_WINDOW_MINUTES): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - minutes * MINUTE_MS),
    to: new Date(now.getTime() + minutes * MINUTE_MS),
  };
}

/** The first message that proves the challenge's number at `now`, if any. */
export function findProvingSms<Sms extends StoredSms>(
  messages: readonly Sms[],
  challenge: ChallengeToMatch,
  now: Date,
): Sms | undefined {
  return messages.find(
    (sms) =>
      sms.sender === challenge.senderDigits &&
      isWithinSmsWindow(sms.receivedAt, now) &&
      textContainsKeyword(sms.text, challenge.keyword),
  );
}

export function challengeExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CHALLENGE_LIFETIME_MINUTES * MINUTE_MS);
}

/** Where a challenge stands at `now`. Used beats expired: a used challenge stays used. */
export function challengeState(challenge: ChallengeTimes, now: Date): ChallengeState {
  if (challenge.usedByBookingId) return 'used';
  if (now.getTime() >= Date.parse(challenge.expiresAt)) return 'expired';
  return challenge.verifiedAt ? 'verified' : 'pending';
}
