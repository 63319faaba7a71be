import { doorBookingSchema } from '../../shared/schemas/door';
import { walkInRequestSchema } from '../../shared/schemas/walk-ins';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** Walk-in parties at the door: staff and admins; only admins may force a full slot. */
export const walkInsFeature = defineFeature('walk-ins', ['walkIns'], async (api, { services }) => {
  const { walkIns } = services;

  api.post(
    '/admin/walk-ins',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'admitWalkIn',
        summary: 'Admit a walk-in party: a booking checked in at once, without an account',
        body: walkInRequestSchema,
        response: { 201: doorBookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await walkIns.admit(requireUser(request), request.body);
      return reply.status(201).send(booking);
    },
  );
});
