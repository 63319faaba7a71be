import { afterEach, beforeEach, expect, it } from 'vitest';
import { devMailboxResponseSchema } from '../../shared/schemas/dev-mailbox';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('dev mailbox', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('shows the outbox locally, newest first, with the links', async () => {
    expect((await t.app.inject('/api/dev/mailbox')).json()).toEqual({ messages: [] });
    for (const email of ['first@example.org', 'second@example.org']) {
      await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in-link/request', payload: { email } });
      t.clock.advance(1);
    }
    const response = await t.app.inject('/api/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = devMailboxResponseSchema.parse(response.json());
    expect(messages.map((message) => message.to)).toEqual(['second@example.org', 'first@example.org']);
    expect(messages[0]).toMatchObject({ status: 'local', attempts: 0, lastError: null, sentAt: null });
    expect(messages[0].subject).toBe(`Sign in to ${t.config.organisation.name}`);
    expect(messages[0].text).toMatch(/\/\?mode=signIn&token=[\w-]+/);
  });
});
