import type { InjectOptions } from 'fastify';
import {
  deepJsonText,
  hostileString,
  hostileValue,
  mangleSegment,
  type PersonalData,
  type Random,
  toJsonText,
} from './fuzz-values';

// Random requests for the API fuzz test, shaped by the OpenAPI document's operations. Test
// support only.

export interface Operation {
  method: string;
  /** OpenAPI form: `/api/bookings/{id}`. */
  path: string;
  query: string[];
  body?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

/** better-auth's own endpoints, reached through `/api/auth/*` (only sign-out is open). */
const AUTH_PATHS = [
  'sign-out',
  'get-session',
  'sign-in/email',
  'sign-up/email',
  'magic-link/verify',
  'two-factor/enable',
  'update-user',
  'delete-user',
  'list-sessions',
  'ok',
];

/** Every operation of the OpenAPI document: method, path, query names and body schema. */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A body shaped like the schema most of the time, with hostile values and wrong types. */
function bodyFor(random: Random, personal: PersonalData, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4 || random.chance(0.25)) return hostileValue(random, personal, depth);
  const variant = schema.anyOf ? random.pick(schema.anyOf) : schema;
  if (variant.enum && random.chance(0.6)) return random.pick(variant.enum);
  if (variant.properties) {
    const body: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(variant.properties)) {
      if (random.chance(0.85)) body[key] = bodyFor(random, personal, property, depth + 1);
    }
    if (random.chance(0.1))
      body[random.pick(['extra', '__proto__', 'role', 'id'])] = hostileValue(random, personal);
    return body;
  }
  if (variant.items) {
    return Array.from({ length: random.pick([0, 1, 2, 5, 60]) }, () =>
      bodyFor(random, personal, variant.items, depth + 1),
    );
  }
  const type = Array.isArray(variant.type) ? random.pick(variant.type) : variant.type;
  if (type === 'boolean') return random.chance(0.7) ? random.chance(0.5) : hostileValue(random, personal);
  if (type === 'number' || type === 'integer') return random.pick([0, 1, 4, -3, 1e308, 2.5, 51]);
  return hostileString(random, personal);
}

/** encodeURIComponent, with a lone surrogate (which it refuses) sent as `%ED%A0%BD`-style bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%BD')
      .split('%ED%A0%BD')
      .map(encodeURIComponent)
      .join('%ED%A0%BD');
  }
}

function fillPath(random: Random, personal: PersonalData, path: string, ids: string[]): string {
  const filled = path.replace(/\{(\w+|\*)\}/g, (_match, name: string) => {
    if (name === '*')
      return random.chance(0.7) ? random.pick(AUTH_PATHS) : encode(hostileString(random, personal));
    const value = random.chance(0.35) ? random.pick(ids) : hostileString(random, personal);
    return random.chance(0.15) ? mangleSegment(random, value) : encode(value);
  });
  if (random.chance(0.05))
    return filled.replace('/api/', random.pick(['/%61pi/', '/api//', '/API/', '/api/./']));
  if (random.chance(0.03)) return `${filled}${random.pick(['/', '%', '%zz', '/%00', '?%'])}`;
  return filled;
}

function queryFor(random: Random, personal: PersonalData, names: string[]): string {
  const keys = [...names, ...(random.chance(0.2) ? ['q', 'date', 'limit', 'x[y]', '__proto__'] : [])];
  const pairs: string[] = [];
  for (const key of keys) {
    if (!random.chance(0.7)) continue;
    const times = random.chance(0.1) ? 2 : 1;
    for (let n = 0; n < times; n++) {
      const value = hostileString(random, personal);
      pairs.push(`${encode(key)}=${random.chance(0.05) ? value : encode(value)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** One random request for one of `operations`, with the ids and cookies given to pick from. */
export function randomRequest(
  random: Random,
  personal: PersonalData,
  operations: Operation[],
  ids: string[],
  cookies: (string | undefined)[],
): InjectOptions {
  const operation = random.pick(operations);
  const method = random.chance(0.03) ? random.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']) : operation.method;
  const headers: Record<string, string> = {};
  const cookie = random.chance(0.05)
    ? `visitpass.session_token=${encode(hostileString(random, personal))}`
    : random.pick(cookies);
  if (cookie) headers.cookie = cookie;
  if (random.chance(0.05))
    headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:1']);
  if (method === 'POST' && operation.path === '/api/sms/inbound' && random.chance(0.3)) {
    headers['x-signature'] = `sha256=${'0'.repeat(64)}`;
  }

  const url = fillPath(random, personal, operation.path, ids) + queryFor(random, personal, operation.query);
  // A few client addresses, so the per-address limits are reached and their 429s checked.
  const remoteAddress = random.pick(['203.0.113.1', '203.0.113.2', '198.51.100.7', '2001:db8::1']);
  const request: InjectOptions = { method: method as 'GET', url, headers, remoteAddress };
  if (method === 'GET' || method === 'OPTIONS') return request;

  switch (random.int(10)) {
    case 0:
      headers['content-type'] = 'application/json';
      request.payload = random.pick([
        deepJsonText(5000),
        deepJsonText(33),
        '{"a":',
        '',
        'null',
        '"\\u0000"',
        '{"__proto__":{"x":1}}',
      ]);
      break;
    case 1:
      headers['content-type'] = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ]);
      request.payload = hostileString(random, personal);
      break;
    default:
      headers['content-type'] = 'application/json';
      request.payload = toJsonText(bodyFor(random, personal, operation.body));
  }
  return request;
}
