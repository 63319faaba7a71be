import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createRateLimiter, hitRateLimit, rateLimitKey, undoRateLimitHit } from './rate-limits';

const PREFIX = 'brindavan_';
const MINUTE = 60_000;

describeEachDatabase('rate limits', (kind) => {
  let testDatabase: TestDatabase;
  let tempDir: string | undefined;
  let handles: DatabaseHandle[];

  // Two handles on one database stand for two app instances (or one before and after a restart).
  beforeEach(async () => {
    testDatabase = await createTestDatabase(kind);
    let url = testDatabase.url;
    if (kind === 'sqlite') {
      tempDir = mkdtempSync(path.join(tmpdir(), 'visitpass-rate-'));
      url = `sqlite:${path.join(tempDir, 'test.sqlite')}`;
    }
    handles = [connectDatabase(url, PREFIX), connectDatabase(url, PREFIX)];
    await migrateToLatest(handles[0].db, PREFIX);
  });
  afterEach(async () => {
    for (const handle of handles) await handle.db.destroy();
    await testDatabase.drop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 4, minutes));

  it('allows the limit in one window, refuses the next hit with the seconds left, then starts over', async () => {
    const db = handles[0].db;
    const hit = (minutes: number) =>
      hitRateLimit(db, { key: 'k', limit: 3, windowMs: 10 * MINUTE, now: at(minutes) });
    expect(await hit(0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(2)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(4)).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
    expect(await hit(10)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('shares the count between instances', async () => {
    const hit = (handle: DatabaseHandle) =>
      hitRateLimit(handle.db, { key: 'shared', limit: 2, windowMs: MINUTE, now: at(0) });
    expect((await hit(handles[0])).allowed).toBe(true);
    expect((await hit(handles[1])).allowed).toBe(true);
    expect((await hit(handles[0])).allowed).toBe(false);
  });

  it('lets exactly the limit through when hits race', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hitRateLimit(handles[i % 2].db, { key: 'race', limit: 7, windowMs: MINUTE, now: at(0) }),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });

  it('takes a hit back', async () => {
    const db = handles[0].db;
    const hit = () => hitRateLimit(db, { key: 'undo', limit: 1, windowMs: MINUTE, now: at(0) });
    expect((await hit()).allowed).toBe(true);
    await undoRateLimitHit(db, 'undo');
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(false);
  });

  it('keeps no personal data in its keys', async () => {
    const key = rateLimitKey('link:email', 'someone@example.org');
    expect(key).toMatch(/^link:email:[\w-]{32}$/);
    expect(key).not.toContain('someone');
  });

  it('the limiter throws a 429 when on and lets everything through when off', async () => {
    const db = handles[0].db;
    const limit = { scope: 'limiter', limit: 1, windowMs: MINUTE };
    const on = createRateLimiter({ db, enabled: true, clock: () => at(0) });
    await on.enforce(limit);
    await expect(on.enforce(limit)).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    const off = createRateLimiter({ db, enabled: false, clock: () => at(0) });
    await off.enforce(limit);
    await off.enforce(limit);
  });

  it('counts aimed attempts per source, and past the ceiling lets only quiet sources through', async () => {
    const limiter = createRateLimiter({ db: handles[0].db, enabled: true, clock: () => at(0) });
    const limits = {
      scope: 'aimed',
      perPair: { limit: 2, windowMs: 10 * MINUTE },
      ceiling: { limit: 3, windowMs: 10 * MINUTE },
      quietSource: { limit: 1, windowMs: 60 * MINUTE },
    };
    const aim = (source: string) => limiter.attempt(limits, { target: 'account', source });
    await aim('a');
    await aim('a');
    // Refused by its own count: the target's ceiling is not touched.
    await expect(aim('a')).rejects.toMatchObject({ statusCode: 429 });
    await aim('b');
    // The ceiling (3) is reached; b has used its quiet allowance, c has not.
    await expect(aim('b')).rejects.toMatchObject({ statusCode: 429 });
    const takeBack = await aim('c');
    // c succeeded: its attempt no longer counts anywhere, so it may try once more, and no more.
    await takeBack();
    await aim('c');
    await expect(aim('c')).rejects.toMatchObject({ statusCode: 429 });
  });
});
