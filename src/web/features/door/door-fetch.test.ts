import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/api';
import { DoorOfflineError, lookupFetch } from './door-fetch';

/** A fetch that never answers until its request is aborted, as a dead network does. */
const silentFetch = (_path: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('lookupFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says offline at once when the browser knows it is offline, without asking', async () => {
    const fetch = vi.fn(silentFetch);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: false });
    await expect(lookupFetch('/api/admin/bookings/x')).rejects.toBeInstanceOf(DoorOfflineError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up on a server that does not answer within the timeout (2.5 s at the door)', async () => {
    vi.stubGlobal('fetch', vi.fn(silentFetch));
    vi.stubGlobal('navigator', { onLine: true });
    const started = Date.now();
    await expect(lookupFetch('/api/admin/bookings/x', 50)).rejects.toBeInstanceOf(DoorOfflineError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('treats a network failure as offline and a refusal as the server answered it', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(lookupFetch('/api/admin/bookings/x')).rejects.toBeInstanceOf(DoorOfflineError);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(Response.json({ error: { code: 'forbidden', message: 'No.' } }, { status: 403 })),
      ),
    );
    await expect(lookupFetch('/api/admin/bookings/x')).rejects.toBeInstanceOf(HttpError);
  });
});
