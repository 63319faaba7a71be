import type { TestApp } from './test-app';

/** Every mail in the outbox as it is sent (queued ones rendered from their template), oldest first. */
export async function outboxMail(t: TestApp) {
  const rows = await t.services.mail.recent(10_000);
  return rows
    .reverse()
    .map(({ id, status, created_at, message }) => ({ id, status, createdAt: created_at, ...message }));
}
