import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type Language, requestLanguage } from '../../shared/languages';
import type { InternalError } from '../../shared/schemas/errors';
import { type Said, saidIn, say, sayAbout } from './said';
import { schemaMessage } from './schema-messages';

/**
 * A failure the caller can act on: becomes `{error:{code,message}}` with its status. A message
 * given as `say(key, values)` is written in the visitor's language (`message` holds its English).
 */
export class AppError extends Error {
  /** The message as its catalog key and values, when it has one. */
  readonly said?: Said;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | Said,
    /** More for the caller beside code and message, e.g. how many seats are booked. */
    readonly details?: Record<string, unknown>,
    /** For a 429: when to try again; sent as `Retry-After`. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(typeof message === 'string' ? message : saidIn(message, 'en'));
    if (typeof message !== 'string') this.said = message;
  }
}

/** Used when a 429 does not say how long to wait (none of ours should reach it). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const notFound = (message: string | Said = 'Not found') => new AppError(404, 'not_found', message);

/**
 * A zod mismatch as the caller sees it: a 400 naming the first problem. The schemas' own
 * messages for visitors (schema-messages.ts) come in the visitor's language.
 */
export function validationError(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  const message = issue?.message ?? 'invalid input';
  const said = schemaMessage(message);
  if (said) return new AppError(400, 'invalid_input', field ? sayAbout(field, said) : said);
  return new AppError(400, 'invalid_input', field ? `${field}: ${message}` : message);
}

/**
 * The language a visitor's refusal is written in: the page's (the `lang` cookie, else the
 * browser's Accept-Language, as the page itself was chosen: web-app.ts), so the page can show
 * it as it is. Staff routes and the staff site answer in English.
 */
function answerLanguage(request: FastifyRequest, adminHost: string): Language {
  if (request.routeOptions?.config?.access || request.hostname === adminHost) return 'en';
  return requestLanguage(request.headers);
}

/** An error's message in the language of the request's answer. */
function messageOf(error: AppError, request: FastifyRequest, adminHost: string): string {
  return error.said ? saidIn(error.said, answerLanguage(request, adminHost)) : error.message;
}

export function registerErrorHandling(app: FastifyInstance, { adminHost }: { adminHost: string }): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) error = validationError(error);
    if (error instanceof AppError) {
      if (error.statusCode === 429) {
        const seconds = error.options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
        reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
      }
      const message = messageOf(error, request, adminHost);
      return reply.status(error.statusCode).send({ error: { code: error.code, message, ...error.details } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limit.
      const code = status === 429 ? 'rate_limited' : (error.code?.toLowerCase() ?? 'bad_request');
      if (status === 429 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
      }
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    // The id finds the log lines of what went wrong when the visitor reports it.
    const message = saidIn(say('error.internal'), answerLanguage(request, adminHost));
    return reply.status(500).send({
      error: { code: 'internal', message, requestId: request.id },
    } satisfies InternalError);
  });
}

/** The answer to a path no route serves (the /api scope's and, for non-pages, the web app's). */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } });
}

const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The address is not a valid URL (a stray % sign?).' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'url_too_long', message: 'A part of the address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a `%`
 * that starts no escape, a path part too long) gets the API's error shape too. The path is
 * neither echoed nor logged: it may carry a booking id.
 */
export function replyFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-request-id': request.id })
    .send({ error: known ?? { code: 'bad_request', message: 'The request could not be read.' } });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser cannot read never become a
 * request object, so the answer is written to the socket by hand, in the API's error shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    'The request could not be read.',
  ];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
