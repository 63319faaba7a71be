import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { cantComeKeySchema, cantComeSchema } from '../../shared/schemas/front-desk-mail';
import { defineFeature } from '../feature';
import { errorResponses } from '../http/route-schemas';

/**
 * The reminder's "I can't come" link, without signing in: the key in the link is the
 * permission (decision 0055). GET only reads, so a mail scanner opening the link changes
 * nothing; the visitor's confirmation POSTs.
 */
export const remindersFeature = defineFeature('reminders', ['reminders'], async (api, { services }) => {
  const { reminders } = services;

  api.get(
    '/bookings/:id/cant-come',
    {
      schema: {
        operationId: 'getCantCome',
        summary: 'What the reminder\'s "I can\'t come" link would cancel',
        params: bookingParamsSchema,
        querystring: cantComeKeySchema,
        response: { 200: cantComeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reminders.cantComeView(request.params.id, request.query.key);
    },
  );

  api.post(
    '/bookings/:id/cant-come',
    {
      schema: {
        operationId: 'cantCome',
        summary: "The visitor can't come: the booking is cancelled and its seats offered on",
        params: bookingParamsSchema,
        body: cantComeKeySchema,
        response: { 200: cantComeSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      reminders.cantCome(request.params.id, request.body.key, { origin: request.headers.origin }),
  );
});
