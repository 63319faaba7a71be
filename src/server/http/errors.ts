import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

/** A failure the caller can act on: becomes `{error:{code,message}}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More for the caller beside code and message, e.g. how many seats are booked. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

/**
 * Parses caller input by hand. Routes declare schemas instead (route-schemas.ts); only
 * src/server/countries still calls this, until it takes the feature shape.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** A zod mismatch as the caller sees it: a 400 naming the first problem. */
export function validationError(error: ZodError): AppError {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return new AppError(400, 'invalid_input', `${where}${issue?.message ?? 'invalid input'}`);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, ...error.details } });
    }
    if (error instanceof ZodError) {
      const appError = validationError(error);
      return reply.status(400).send({ error: { code: appError.code, message: appError.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limit.
      const code = status === 429 ? 'rate_limited' : (error.code?.toLowerCase() ?? 'bad_request');
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
}

/** The answer to a path no route serves (the /api scope's and, for non-pages, the web app's). */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } });
}
