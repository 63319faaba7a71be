import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/errors';
import { validationError } from './errors';

/**
 * Checks a request part against its route's zod schema. A mismatch is the same 400 that the
 * routes' hand-written parsing gave: `invalid_input`, naming the first problem.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // Fastify hands a missing body over as null; the schemas were written for undefined.
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };

/**
 * Answers are written with plain JSON.stringify, not checked against their schema on every
 * call: the handlers' types are checked against the schemas when compiling (decision 0013).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

/**
 * An answer that is a file, not JSON (a CSV export, a calendar file): text of `mediaType`. The
 * API contract lists it under that media type (api-docs.ts reads the mark).
 */
export function fileAnswer(mediaType: string, description: string) {
  return z
    .string()
    .describe(description)
    .meta({ [MEDIA_TYPE]: mediaType });
}

/** The JSON-schema key that carries a file answer's media type into the contract. */
export const MEDIA_TYPE = 'x-media-type';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

/** The error answers a route may give, each `{"error":{"code","message"}}`. */
export function errorResponses<Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
