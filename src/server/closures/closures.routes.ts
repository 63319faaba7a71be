import { z } from 'zod';
import {
  closeDayResultSchema,
  closeDaySchema,
  closureParamsSchema,
  closuresListSchema,
  closuresQuerySchema,
} from '../../shared/schemas/museum';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** Closed days (admins only): the list with the rule's last Tuesdays, closing, reopening. */
export const closuresFeature = defineFeature('closures', ['closures'], async (api, { services }) => {
  const { closures } = services;
  const adminsOnly = { access: 'admin' } as const;

  api.get(
    '/admin/closures',
    {
      config: adminsOnly,
      schema: {
        operationId: 'listClosures',
        summary: 'Closed days',
        querystring: closuresQuerySchema,
        response: { 200: closuresListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return closures.list(request.query);
    },
  );

  api.post(
    '/admin/closures',
    {
      config: adminsOnly,
      schema: {
        operationId: 'closeDay',
        summary: 'Close a day (or preview it): its bookings are cancelled and their visitors mailed',
        body: closeDaySchema,
        response: {
          200: closeDayResultSchema,
          201: closeDayResultSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { date, reason, dryRun } = request.body;
      const result = await closures.close(requireUser(request), date, reason, dryRun === true);
      // A dry run creates nothing: 200 with what the closure would cancel.
      return reply.status(result.dryRun ? 200 : 201).send(result);
    },
  );

  api.delete(
    '/admin/closures/:date',
    {
      config: adminsOnly,
      schema: {
        operationId: 'reopenDay',
        summary: 'Reopen a closed day',
        params: closureParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await closures.reopen(requireUser(request), request.params.date);
      return reply.status(204).send(null);
    },
  );
});
