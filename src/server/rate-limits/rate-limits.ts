import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

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

export interface RateLimiter {
  /** Counts a hit on every limit; throws a 429 when one of them is over. */
  enforce(...limits: RateLimit[]): Promise<void>;
  undo(...limits: RateLimit[]): Promise<void>;
  /**
   * Counts a hit and says whether it is within the limit, whatever RATE_LIMITS says: for
   * limits that protect a provider rather than the app (how often an SMS inbox is polled).
   */
  allowed(limit: RateLimit): Promise<boolean>;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
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
      if (retryAfterSeconds > 0) {
        throw new AppError(
          429,
          'rate_limited',
          `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
          undefined,
          { retryAfterSeconds },
        );
      }
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
