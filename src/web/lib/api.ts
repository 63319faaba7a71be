import type { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/errors';

/** A non-2xx answer from the API: `status` for 'Error: {status}', `code`/`message` from the body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API and parses the answer with the shared response schema. */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    const error = parsed.success
      ? parsed.data.error
      : { code: 'http_error', message: `Error: ${response.status}` };
    throw new HttpError(response.status, error.code, error.message);
  }
  return schema.parse(body);
}
