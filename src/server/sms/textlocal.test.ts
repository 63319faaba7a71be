import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTextlocal, startFakeTextlocal } from '../../test/fake-textlocal';
import { fetchTextlocalMessages, SmsProviderError, textlocalDateToIso } from './textlocal';

const NOW = new Date('2026-11-20T04:30:00.000Z');
const account = { apiKey: 'test-key', inboxId: '10' };
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('textlocal client', () => {
  let textlocal: FakeTextlocal;
  let settings: { apiKey: string; inboxId: string; baseUrl: string };

  beforeEach(async () => {
    textlocal = await startFakeTextlocal(account);
    settings = { ...account, baseUrl: textlocal.baseUrl };
  });
  afterEach(() => textlocal.close());

  it('asks for the inbox, 100 messages at most, 5 minutes either side of now in Unix seconds', async () => {
    await fetchTextlocalMessages(settings, NOW);
    const query = textlocal.requests[0];
    expect(Object.fromEntries(query)).toEqual({
      apikey: 'test-key',
      inbox_id: '10',
      limit: '100',
      min_time: String(Date.parse('2026-11-20T04:25:00Z') / 1000),
      max_time: String(Date.parse('2026-11-20T04:35:00Z') / 1000),
      sort_order: 'desc',
    });
  });

  it('returns the messages of the window with sender, text and receipt instant', async () => {
    textlocal.addMessage('919876543210', 'SAIRAM 4821', minutes(-1));
    textlocal.addMessage('447700900123', 'hello', minutes(-4));
    textlocal.addMessage('919876543210', 'too old', minutes(-6));
    const messages = await fetchTextlocalMessages(settings, NOW);
    expect(messages).toEqual([
      { externalId: '1', from: 919876543210, text: 'SAIRAM 4821', receivedAt: '2026-11-20T04:29:00.000Z' },
      { externalId: '2', from: 447700900123, text: 'hello', receivedAt: '2026-11-20T04:26:00.000Z' },
    ]);
  });

  it('reads "No messages found" as an empty inbox', async () => {
    expect(await fetchTextlocalMessages(settings, NOW)).toEqual([]);
  });

  it('fails with the error code, never the key, when the key is refused', async () => {
    const error = await fetchTextlocalMessages({ ...settings, apiKey: 'wrong' }, NOW).catch((e) => e);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect(error.message).toBe('textlocal refused the request (error codes 3)');
  });

  it('fails on an HTTP error', async () => {
    textlocal.failWith(503);
    await expect(fetchTextlocalMessages(settings, NOW)).rejects.toThrow('textlocal answered HTTP 503');
  });

  it('reads textlocal dates as India time', () => {
    expect(textlocalDateToIso('2026-11-20 10:00:00')).toBe('2026-11-20T04:30:00.000Z');
  });
});
