import type { ApiError } from '../../shared/schemas/errors';

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

/** The `{"error":{"code","message"}}` body of a refusal, or null for anything else. */
function errorOf(body: unknown): ApiError['error'] | null {
  const error = (body as Partial<ApiError> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string' ? error : null;
}

/**
 * Calls the API; the answer is typed `T` from the shared response schema
 * (`apiFetch<z.infer<typeof ticketSchema>>(…)`) but not parsed here. The server does not check
 * answers as it sends them; its handlers are typed by those schemas, and in the server's tests
 * every answer of every API test is checked against its route's response schema (refused or
 * changed by it fails the test). Leaving zod out keeps it off the first load (decision 0030).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorOf(body) ?? { code: 'http_error', message: `Error: ${response.status}` };
    throw new HttpError(response.status, error.code, error.message);
  }
  return body as T;
}
