import { datesResponseSchema, slotsQuerySchema, slotsResponseSchema } from '../../shared/schemas/slots';
import type { Feature } from '../feature';
import { errorResponses } from '../http/route-schemas';

/** What can be booked: the dates, and the slots of one date. */
export const slotsFeature: Feature = async (api, { services }) => {
  const { slots } = services;

  api.get('/dates', { schema: { response: { 200: datesResponseSchema } } }, async (request) =>
    slots.listDates(request.currentUser?.id),
  );

  api.get(
    '/slots',
    {
      schema: {
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => slots.listSlots(request.query.date, request.currentUser?.id),
  );
};
