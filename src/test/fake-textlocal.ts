import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Textlocal's "Get Messages" API on a free local port, answering as its
// documentation describes, so tests exercise the real HTTP client. Test support only.

export interface FakeTextlocal {
  baseUrl: string;
  /** The query of every request received, in order. */
  requests: URLSearchParams[];
  /** Puts a message in the inbox as if sent from `from` (digits with country code). */
  addMessage(from: string, text: string, receivedAt: Date): void;
  /** Makes the next answers an HTTP error, e.g. 503; null to answer normally again. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

interface StoredMessage {
  id: string;
  number: number;
  message: string;
  date: string;
  unix: number;
}

/** Textlocal India writes dates as India wall-clock time: 'YYYY-MM-DD HH:MM:SS'. */
function indiaDateText(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function startFakeTextlocal(account: {
  apiKey: string;
  inboxId: string;
}): Promise<FakeTextlocal> {
  const messages: StoredMessage[] = [];
  const requests: URLSearchParams[] = [];
  let failure: number | null = null;

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = url.searchParams;
    requests.push(query);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const refuse = (code: number, message: string) =>
      send(200, { errors: [{ code, message }], status: 'failure' });

    if (failure) return send(failure, { error: 'unavailable' });
    if (url.pathname !== '/get_messages/') return send(404, { error: 'not found' });
    if (query.get('apikey') !== account.apiKey) return refuse(3, 'Invalid login details');
    if (query.get('inbox_id') !== account.inboxId) return refuse(7, 'Invalid inbox ID');

    const minTime = Number(query.get('min_time') ?? 0);
    const maxTime = Number(query.get('max_time') ?? Number.MAX_SAFE_INTEGER);
    const limit = Number(query.get('limit') ?? 1000);
    const descending = query.get('sort_order') === 'desc';
    const found = messages
      .filter((sms) => sms.unix >= minTime && sms.unix <= maxTime)
      .sort((a, b) => (descending ? b.unix - a.unix : a.unix - b.unix))
      .slice(0, limit);
    if (found.length === 0) return refuse(42, 'No messages found');
    send(200, {
      inbox_id: account.inboxId,
      num_messages: found.length,
      min_time: minTime,
      max_time: maxTime,
      sort_order: descending ? 'desc' : 'asc',
      sort_field: 'date',
      start: 0,
      limit,
      messages: found.map(({ id, number, message, date }) => ({ id, number, message, date, isNew: true })),
      status: 'success',
    });
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    addMessage(from, text, receivedAt) {
      messages.push({
        id: String(messages.length + 1),
        number: Number(from),
        message: text,
        date: indiaDateText(receivedAt),
        unix: Math.floor(receivedAt.getTime() / 1000),
      });
    },
    failWith(status) {
      failure = status;
    },
    close() {
      // fetch keeps connections alive; drop them so close() does not wait for their timeout.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
