// The yardstick, in a process of its own: a route answering a small JSON object, served by
// Fastify (`fastify`, the table's first line) or by node:http alone (`node`, which costs less a
// request: if the generator can load it faster than Fastify, Fastify's rate is not the
// generator's limit). Started by bench/servers.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serveBenchQueries } from './processes';

const BODY = { status: 'ok', dates: ['2026-11-21', '2026-11-22'] };

if (process.argv[2] === 'node') {
  const text = JSON.stringify(BODY);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(text);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    serveBenchQueries(`http://127.0.0.1:${port}`, () => new Promise((done) => server.close(() => done())));
  });
} else {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => BODY);
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  serveBenchQueries(url, () => bare.close());
}
