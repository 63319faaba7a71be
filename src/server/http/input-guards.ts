import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * No request body the app accepts is nested more than a few levels (a booking's people are
 * three), so anything past this is hostile or broken. Refusing it before parsing keeps deep
 * recursion (ours, zod's, better-auth's) from ever seeing it.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other. One pass,
 * no recursion, and it ignores brackets inside strings; the text need not be valid JSON (the
 * parser says so afterwards).
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

export function tooDeepError(): AppError {
  return new AppError(
    400,
    'invalid_input',
    `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
  );
}

/**
 * Replaces Fastify's JSON body parser, for every route, with one that refuses deep nesting
 * before parsing, then parses exactly as Fastify does (a `__proto__` key is refused).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeepError(), undefined);
    parseJson(request, body as string, done);
  });
}

const NUL = '\u0000';

/**
 * Where in `value` a string (or an object key) holds a NUL character, as a dotted path such
 * as `people.0.name` (`part` when it is the value itself or one of its top-level keys), or
 * null. Walks with its own stack, so a deep value cannot overflow the call stack.
 */
export function findNulCharacter(value: unknown, part: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return item.path || part;
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        if (key.includes(NUL)) return item.path || part;
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the path parameters, query or body. No field of ours
 * may hold one; PostgreSQL cannot store one in text at all (it failed with a 500) and SQLite
 * stored it, so both now answer the same 400 before any handler runs. The field is named;
 * its value is not repeated.
 */
export function assertNoNulCharacters(request: FastifyRequest): void {
  const field =
    findNulCharacter(request.params, 'path') ??
    findNulCharacter(request.query, 'query') ??
    findNulCharacter(request.body, 'body');
  if (field === null) return;
  // `*` is a wildcard route's rest of the path (better-auth's, the docs' assets).
  const name = field === '*' ? 'path' : field;
  throw new AppError(400, 'invalid_input', `${name}: must not contain a NUL character`);
}

/** The above as a hook of the /api scope, so it covers every API route (a callback: no promise per call). */
export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  let refused: Error | undefined;
  try {
    assertNoNulCharacters(request);
  } catch (error) {
    refused = error as Error;
  }
  done(refused);
}
