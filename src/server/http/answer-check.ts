import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * For tests only (buildApp's `checkAnswers`): every JSON answer of the API is read back and
 * checked against its route's response schema for the status sent. An answer the schema
 * refuses, or one it would change (a key it would strip, a value it would coerce or default),
 * becomes a 500 and a console.error, so the test that made the call fails. Production writes
 * answers unchecked (route-schemas.ts); this is what lets it, and what lets the browser skip
 * parsing them (decision 0030).
 */
export async function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const schema = responseSchema(request, reply.statusCode);
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!schema || !contentType.startsWith('application/json')) return payload;
  const text = answerText(payload, reply.getHeader('content-encoding'));
  if (text === null) return payload;
  const sent: unknown = JSON.parse(text);
  const route = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
  const result = schema.safeParse(sent);
  if (!result.success) {
    return refuse(route, `its schema refuses it: ${result.error.message}`);
  }
  if (!isDeepStrictEqual(result.data, sent)) {
    return refuse(
      route,
      `its schema would change it.\nsent:    ${text.slice(0, 2000)}\nchecked: ${JSON.stringify(result.data).slice(0, 2000)}`,
    );
  }
  return payload;
}

function refuse(route: string, problem: string): never {
  const message = `The answer of ${route} does not match its response schema: ${problem}`;
  console.error(message);
  throw new Error(message);
}

function responseSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  return responses?.[status] ?? responses?.[String(status)];
}

/** The answer as text, or null for a stream (no route of ours streams JSON). */
function answerText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}
