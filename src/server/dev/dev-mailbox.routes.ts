import { devMailboxResponseSchema } from '../../shared/schemas/dev-mailbox';
import { defineFeature } from '../feature';

/**
 * The outbox, for the local environment only: mail is not delivered there, so this is how a
 * developer (and the end-to-end tests) read sign-in links. Not registered anywhere else (404).
 */
export const devMailboxFeature = defineFeature('dev-mailbox', ['mail'], async (api, { config, services }) => {
  if (config.appEnv !== 'local') return;

  api.get(
    '/dev/mailbox',
    {
      schema: {
        operationId: 'listDevMailbox',
        summary: 'The local outbox (local environment only)',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await services.mail.recent(50);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.message.text,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        })),
      };
    },
  );
});
