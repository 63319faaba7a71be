import { adminWaitlistSchema, waitlistQuerySchema } from '../../shared/schemas/front-desk-mail';
import { defineFeature } from '../feature';
import { errorResponses } from '../http/route-schemas';

/** The waiting lists of a day, for admins. */
export const waitlistAdminFeature = defineFeature(
  'waitlist',
  ['waitlistAdmin'],
  async (api, { services }) => {
    api.get(
      '/admin/waitlist',
      {
        config: { access: 'admin' },
        schema: {
          operationId: 'listWaitingLists',
          summary:
            "A day's waiting lists: per slot, who waits for how many seats since when, and live offers",
          querystring: waitlistQuerySchema,
          response: { 200: adminWaitlistSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return services.waitlistAdmin.ofDate(request.query.date);
      },
    );
  },
);
