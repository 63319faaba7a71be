import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkAnswer } from './answer-check';
import { sendKeptJson } from './kept-json';
import { serializerCompiler, validatorCompiler } from './route-schemas';

const ticket = z.object({ id: z.string(), people: z.number().int() });

/** An app whose one route answers `answer` (an object, or JSON text kept written out). */
async function appAnswering(answer: unknown, kept = false) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', checkAnswer);
  app.get('/ticket', { schema: { response: { 200: ticket } } }, async (request, reply) => {
    if (!kept) return answer;
    sendKeptJson(request, reply, { json: JSON.stringify(answer), copies: new Map() });
    return reply;
  });
  await app.ready();
  return app;
}

describe('checking answers against their schema (tests only)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets an answer through that its schema keeps as it is', async () => {
    const app = await appAnswering({ id: 'b1', people: 2 });
    const response = await app.inject({ url: '/ticket' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'b1', people: 2 });
  });

  it.each([
    ['a key the schema would strip', { id: 'b1', people: 2, user_id: 'u1' }, false],
    ['a value the schema refuses', { id: 'b1', people: '2' }, false],
    ['a kept answer with a key too many', { id: 'b1', people: 2, dob: '1990-01-01' }, true],
    ['a kept answer big enough to go out compressed', { id: 'b1', people: 2, notes: 'x'.repeat(2000) }, true],
  ])('fails the call on %s', async (_case, answer, kept) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appAnswering(answer, kept);
    const response = await app.inject({ url: '/ticket', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(500);
    expect(String(logged.mock.calls[0]?.[0])).toContain(
      'GET /ticket → 200 does not match its response schema',
    );
  });
});
