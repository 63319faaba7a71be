import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { say } from '../http/said';

export interface RateLimitHit {
  key: string;
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
  now: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * A key that names what is counted without storing who: the subject (an e-mail, an address)
 * is hashed, so the table holds no personal data.
 */
export function rateLimitKey(scope: string, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
  return `${scope}:${digest}`;
}

/**
 * Counts one hit in a fixed window with a single upsert, so instances sharing the database
 * share the count and two racing hits cannot both read the old value.
 */
export async function hitRateLimit(db: Kysely<Database>, hit: RateLimitHit): Promise<RateLimitResult> {
  const now = hit.now.getTime();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: hit.key, count: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const windowOver = eb('rate_limits.window_started_at', '<=', now - hit.windowMs);
        return {
          count: eb
            .case()
            .when(windowOver)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(windowOver)
            .then(now)
            .else(eb.ref('rate_limits.window_started_at'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= hit.limit) return { allowed: true, retryAfterSeconds: 0 };
  const endsAt = Number(row.window_started_at) + hit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** Takes back one hit, e.g. an attempt that turned out to succeed. */
export async function undoRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export interface RateLimit {
  /** What is counted, e.g. 'sign-in-link:email'. */
  scope: string;
  /** Whom it is counted for (an e-mail, an address); stored only as a hash. */
  subject?: string;
  limit: number;
  windowMs: number;
}

const keyOf = ({ scope, subject }: RateLimit) =>
  subject === undefined ? scope : rateLimitKey(scope, subject);

/** A count allowed in one window. */
export interface CountWindow {
  limit: number;
  windowMs: number;
}

/**
 * Limits on attempts aimed at one target (an account, an e-mail, a mobile number) from one
 * source (a client address, a user). Past the ceiling, a source that has been quiet still gets
 * its few attempts, so guessing from elsewhere never locks the owner out (decision 0017).
 */
export interface AimedLimits {
  /** What is counted, e.g. 'password'. */
  scope: string;
  /** One source on one target (the pair): what slows a single guesser. */
  perPair: CountWindow;
  /** Every source together on one target. */
  ceiling: CountWindow;
  /** Past the ceiling, what one source may still try on the target: the owner's own attempts. */
  quietSource: CountWindow;
}

/** Who aims at what; both are stored only as hashes. */
export interface Aim {
  target: string;
  source: string;
}

/** Takes an attempt back from every count it was added to (it succeeded). */
export type TakeBack = () => Promise<void>;

export interface RateLimiter {
  /** Counts a hit on every limit; throws a 429 when one of them is over. */
  enforce(...limits: RateLimit[]): Promise<void>;
  /**
   * Counts an attempt aimed at one target (an account, an e-mail, a number) by one source,
   * without letting other sources lock the target's owner out (decision 0017); throws a 429
   * when refused. Answers a function that takes the attempt back (it succeeded).
   */
  attempt(limits: AimedLimits, aim: Aim, ...others: RateLimit[]): Promise<TakeBack>;
  undo(...limits: RateLimit[]): Promise<void>;
  /**
   * Counts a hit and says whether it is within the limit, whatever RATE_LIMITS says: for
   * limits that protect a provider rather than the app (how often an SMS inbox is polled).
   */
  allowed(limit: RateLimit): Promise<boolean>;
}

/** The refusal of every limit: the same words wherever a limit is over ("a minute" at most one). */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, 'rate_limited', say('error.tooManyAttempts', { minutes }), undefined, {
    retryAfterSeconds,
  });
}

/**
 * Counts an attempt: the plain limits and the source's own counts first (a source over them is
 * refused without touching the target's ceiling), then the ceiling, which refuses only sources
 * past their quiet allowance and counts only attempts let through.
 */
async function countAimedAttempt(
  db: Kysely<Database>,
  now: Date,
  limits: AimedLimits,
  aim: Aim,
  others: RateLimit[],
): Promise<TakeBack> {
  const pair = `${aim.target}\n${aim.source}`;
  const own: RateLimit[] = [...others, { scope: `${limits.scope}:pair`, subject: pair, ...limits.perPair }];
  const quiet: RateLimit = { scope: `${limits.scope}:pair-quiet`, subject: pair, ...limits.quietSource };
  const ceiling: RateLimit = { scope: `${limits.scope}:target`, subject: aim.target, ...limits.ceiling };
  const hit = (limit: RateLimit) =>
    hitRateLimit(db, { key: keyOf(limit), limit: limit.limit, windowMs: limit.windowMs, now });
  const counted: RateLimit[] = [];
  let wait = 0;
  for (const limit of own) {
    const result = await hit(limit);
    counted.push(limit);
    wait = Math.max(wait, result.retryAfterSeconds);
  }
  const quietResult = await hit(quiet);
  counted.push(quiet);
  if (wait > 0) throw tooManyAttempts(wait);
  const ceilingResult = await hit(ceiling);
  if (!ceilingResult.allowed && !quietResult.allowed) {
    await undoRateLimitHit(db, keyOf(ceiling));
    throw tooManyAttempts(Math.min(ceilingResult.retryAfterSeconds, quietResult.retryAfterSeconds));
  }
  counted.push(ceiling);
  return async () => {
    for (const limit of counted) await undoRateLimitHit(db, keyOf(limit));
  };
}

/** The limiter routes use; `enabled: false` (RATE_LIMITS=off) lets every hit through. */
export function createRateLimiter(options: {
  db: Kysely<Database>;
  enabled: boolean;
  clock: () => Date;
}): RateLimiter {
  const { db, enabled, clock } = options;
  return {
    async enforce(...limits) {
      if (!enabled) return;
      const now = clock();
      let retryAfterSeconds = 0;
      for (const limit of limits) {
        const result = await hitRateLimit(db, {
          key: keyOf(limit),
          limit: limit.limit,
          windowMs: limit.windowMs,
          now,
        });
        if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
      }
      if (retryAfterSeconds > 0) throw tooManyAttempts(retryAfterSeconds);
    },
    async attempt(limits, aim, ...others) {
      if (!enabled) return async () => {};
      return countAimedAttempt(db, clock(), limits, aim, others);
    },
    async undo(...limits) {
      if (!enabled) return;
      for (const limit of limits) await undoRateLimitHit(db, keyOf(limit));
    },
    async allowed(limit) {
      const hit = { key: keyOf(limit), limit: limit.limit, windowMs: limit.windowMs, now: clock() };
      return (await hitRateLimit(db, hit)).allowed;
    },
  };
}
