import http from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { insertChallenge, somePeople } from '../test/factories';
import { type ServerProcess, signInOverHttp, startServerProcess } from '../test/server-process';
import { describeEachDatabase } from '../test/test-app';

interface HeldRequest {
  /** Settles once the server has read the request's headers (it answered 100 Continue). */
  begun: Promise<void>;
  /** Sends the body's last byte: the request is complete. */
  finish(): void;
  answer: Promise<{ status: number; connection: string | undefined; body: string }>;
}

/**
 * A POST whose headers and body are sent but for the last byte. It asks to be told to continue,
 * so the test knows when the server has begun it.
 */
function heldPost(port: number, path: string, cookie: string, payload: unknown): HeldRequest {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      cookie,
      'content-type': 'application/json',
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      request.on('error', reject);
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      });
    },
  );
  const begun = new Promise<void>((resolve) =>
    request.once('continue', () => request.write(body.subarray(0, -1), () => resolve())),
  );
  request.flushHeaders();
  return { begun, finish: () => request.end(body.subarray(-1)), answer };
}

async function refusesNewConnections(url: string): Promise<void> {
  for (;;) {
    const refused = await fetch(`${url}/api/health`).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// A rolling restart sends SIGTERM to an instance that is in the middle of taking bookings.
describeEachDatabase('SIGTERM while requests are under way', (kind) => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.cleanUp());

  it('stops taking connections, finishes every request it had begun, and exits 0 with every booking it acknowledged stored', async () => {
    server = await startServerProcess(kind);
    const { db } = server.database;
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const slot = await db
      .selectFrom('slots')
      .select('id')
      .where('starts_at', '>', tomorrow)
      .where('closed', '=', 0)
      .orderBy('starts_at')
      .limit(1)
      .executeTakeFirstOrThrow();
    const visitors = [];
    for (let i = 0; i < 6; i++) visitors.push(await signInOverHttp(server.url, `leaving${i}@example.org`));
    const held: HeldRequest[] = [];
    for (const visitor of visitors) {
      const verificationId = await insertChallenge(db, { userId: visitor.id, now: new Date() });
      held.push(
        heldPost(server.port, '/api/bookings', visitor.cookie, {
          slotId: slot.id,
          people: somePeople(2),
          verificationId,
        }),
      );
    }
    await Promise.all(held.map((request) => request.begun));

    server.child.kill('SIGTERM');
    await refusesNewConnections(server.url);
    for (const request of held) request.finish();
    const answers = await Promise.all(held.map((request) => request.answer));

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    // Each connection ends with its answer, so the proxy sends nothing more down it.
    expect(answers.map((answer) => answer.connection)).toEqual(Array(6).fill('close'));
    expect(await server.exited, server.output()).toBe(0);
    const acknowledged = answers.map((answer) => (JSON.parse(answer.body) as { id: string }).id);
    const stored = await db.selectFrom('bookings').select('id').where('id', 'in', acknowledged).execute();
    expect(stored).toHaveLength(6);
  }, 120_000);
});
