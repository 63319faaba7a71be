import { occupancyQuerySchema, occupancySchema } from '../../shared/schemas/occupancy';
import { defineFeature } from '../feature';
import { errorResponses } from '../http/route-schemas';

/** The door's counters and the reports' day: staff and admins. */
export const occupancyFeature = defineFeature('occupancy', ['occupancy'], async (api, { services }) => {
  const { occupancy } = services;
  api.get(
    '/admin/occupancy',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getOccupancy',
        summary: 'Inside now, admitted today, per slot and hour by hour',
        querystring: occupancyQuerySchema,
        response: { 200: occupancySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return occupancy.day(request.query.date);
    },
  );
});
