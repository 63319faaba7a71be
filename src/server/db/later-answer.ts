/**
 * The answer of a statement that may travel with a later one (decision 0061): inside a
 * PostgreSQL transaction it waits, like a deferred write, for the next statement whose answer
 * is awaited, and its own answer comes back with that one. Everywhere else it ran at once.
 */
export interface Later<T> {
  /** The answer; asked for while the statement still waits, it sends what waits now. */
  answer(): Promise<T>;
}

/** A later answer that is there already. */
export const answered = <T>(value: T): Later<T> => ({ answer: async () => value });

/** A later answer read through `read` once (a refusal it throws is thrown to every caller). */
export function laterThen<T, U>(later: Later<T>, read: (value: T) => U | Promise<U>): Later<U> {
  let read$: Promise<U> | undefined;
  return { answer: () => (read$ ??= later.answer().then(read)) };
}
