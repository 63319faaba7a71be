// Apart from api.ts so that only the staff site's chunks carry it (the guest's download budget).
/**
 * The server could not be asked: fetch rejects with a TypeError when the network fails, and
 * with the signal's reason (a TimeoutError) when a call's time runs out. A refusal from the
 * server is an HttpError instead.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}
