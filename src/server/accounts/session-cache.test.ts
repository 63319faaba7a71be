import { describe, expect, it } from 'vitest';
import { createSessionCache, type FindSession } from './session-cache';
import type { StoredSession } from './session-store';

const stored = (sessionId: string, userId: string, role = 'visitor'): StoredSession => ({
  session: { id: sessionId, userId, expiresAt: new Date('2030-01-01T00:00:00Z') },
  user: { id: userId, email: `${userId}@example.org`, name: userId, role },
});

/** A cache over a table of rows the test changes, counting the reads that reach it. */
function cacheOver(rows: Map<string, StoredSession>) {
  const sent: string[] = [];
  let hold: Promise<void> | undefined;
  const read: FindSession = async (token) => {
    const row = rows.get(token);
    await hold;
    return row;
  };
  const cache = createSessionCache({
    read,
    prefix: 'brindavan_',
    sendNotice: async (payload) => void sent.push(payload),
  });
  return { cache, sent, holdReads: (until: Promise<void>) => (hold = until) };
}

describe('sessions kept between calls', () => {
  it('keeps nothing until it listens, then keeps what it read', async () => {
    const rows = new Map([['t1', stored('s1', 'u1')]]);
    const { cache } = cacheOver(rows);
    await cache.find('t1');
    await cache.find('t1');
    expect(cache.stats()).toEqual({ databaseReads: 2, listening: false });
    cache.handlers.listening('visitpass');
    await cache.find('t1');
    rows.delete('t1');
    expect(await cache.find('t1')).toEqual(stored('s1', 'u1'));
    expect(cache.stats()).toEqual({ databaseReads: 3, listening: true });
  });

  it('drops a session whose row changed, and every session of a user that changed', async () => {
    const rows = new Map([
      ['t1', stored('s1', 'u1')],
      ['t2', stored('s2', 'u1')],
      ['t3', stored('s3', 'u3')],
    ]);
    const { cache } = cacheOver(rows);
    cache.handlers.listening('visitpass');
    for (const token of ['t1', 't2', 't3']) await cache.find(token);
    rows.delete('t3');
    cache.handlers.notice('visitpass.brindavan_sessions s3');
    expect(await cache.find('t3')).toBeUndefined();
    rows.set('t1', stored('s1', 'u1', 'staff'));
    rows.set('t2', stored('s2', 'u1', 'staff'));
    cache.handlers.notice('visitpass.brindavan_users u1');
    expect((await cache.find('t1'))?.user.role).toBe('staff');
    expect((await cache.find('t2'))?.user.role).toBe('staff');
  });

  it('ignores notices of another schema or prefix', async () => {
    const rows = new Map([['t1', stored('s1', 'u1')]]);
    const { cache } = cacheOver(rows);
    cache.handlers.listening('visitpass');
    await cache.find('t1');
    cache.handlers.notice('other.brindavan_sessions s1');
    cache.handlers.notice('visitpass.museum_sessions s1');
    await cache.find('t1');
    expect(cache.stats().databaseReads).toBe(1);
  });

  it('does not keep a read that was on its way while a change was heard', async () => {
    const rows = new Map([['t1', stored('s1', 'u1')]]);
    const { cache, holdReads } = cacheOver(rows);
    cache.handlers.listening('visitpass');
    let release = () => {};
    holdReads(new Promise<void>((resolve) => (release = resolve)));
    const reading = cache.find('t1');
    // The row read above may be older than this change: it must not be kept.
    cache.handlers.notice('visitpass.brindavan_users u1');
    release();
    await reading;
    holdReads(Promise.resolve());
    await cache.find('t1');
    expect(cache.stats().databaseReads).toBe(2);
  });

  it('drops everything when the connection is lost, and keeps nothing until it listens again', async () => {
    const rows = new Map([['t1', stored('s1', 'u1')]]);
    const { cache } = cacheOver(rows);
    cache.handlers.listening('visitpass');
    await cache.find('t1');
    cache.handlers.listening(null);
    rows.set('t1', stored('s1', 'u1', 'admin'));
    expect((await cache.find('t1'))?.user.role).toBe('admin');
    await cache.find('t1');
    expect(cache.stats()).toEqual({ databaseReads: 3, listening: false });
  });

  it('heard() waits for its own marker, sent on the channel', async () => {
    const { cache, sent } = cacheOver(new Map());
    cache.handlers.listening('visitpass');
    let done = false;
    const heard = cache.heard().then(() => (done = true));
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    const [table, marker] = (sent[0] as string).split(' ');
    expect(table).toBe('visitpass.brindavan_markers');
    // Another instance's marker is not ours.
    cache.handlers.notice(`${table} someone:1`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    cache.handlers.notice(`${table} ${marker}`);
    await heard;
    expect(done).toBe(true);
  });

  it('heard() does not wait when nothing is kept, nor after the connection is lost', async () => {
    const { cache, sent } = cacheOver(new Map());
    await cache.heard();
    expect(sent).toEqual([]);
    cache.handlers.listening('visitpass');
    const heard = cache.heard();
    await Promise.resolve();
    cache.handlers.listening(null);
    await heard;
  });
});
