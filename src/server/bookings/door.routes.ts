import { bookingParamsSchema } from '../../shared/schemas/bookings';
import {
  dayQuerySchema,
  daySheetSchema,
  doorBookingSchema,
  doorUnknownSchema,
  statusChangeSchema,
} from '../../shared/schemas/door';
import {
  bookingSearchQuerySchema,
  bookingSearchResponseSchema,
  staffBookingSchema,
} from '../../shared/schemas/front-desk';
import { texts } from '../../shared/texts';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** The door and the day sheet: staff and admins (`access: 'staff'`, checked in the /api scope). */
export const doorFeature = defineFeature(
  'door',
  ['door', 'doorSearch', 'frontDesk'],
  async (api, { services }) => {
    const { door, doorSearch, frontDesk } = services;
    const staffOnly = { access: 'staff' } as const;

    api.get(
      '/admin/bookings/:id',
      {
        config: staffOnly,
        schema: {
          operationId: 'getBookingForStaff',
          summary: 'A booking in full, with its steps, the door verdict and its log',
          params: bookingParamsSchema,
          response: { 200: staffBookingSchema, 404: doorUnknownSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const booking = await frontDesk.view(request.params.id, requireUser(request));
        // The door shows an unknown ticket like any other verdict: the error carries it.
        if (!booking) {
          return reply.status(404).send({
            error: { code: 'not_found', message: texts.bookingNotFound },
            verdict: 'unknown' as const,
          });
        }
        return booking;
      },
    );

    api.get(
      '/admin/bookings',
      {
        config: staffOnly,
        schema: {
          operationId: 'searchBookings',
          summary:
            'Find bookings by id, e-mail, mobile digits or name: of one date, or of every date a page at a time',
          querystring: bookingSearchQuerySchema,
          response: { 200: bookingSearchResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { q, date, page } = request.query;
        return frontDesk.search(q, date, page);
      },
    );

    api.post(
      '/admin/bookings/:id/status',
      {
        config: staffOnly,
        schema: {
          operationId: 'changeBookingStatus',
          summary: 'Take a door step (validate, refuse, check in, check out, undo)',
          params: bookingParamsSchema,
          body: statusChangeSchema,
          response: { 200: doorBookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => door.changeStatus(requireUser(request), request.params.id, request.body),
    );

    api.get(
      '/admin/day',
      {
        config: staffOnly,
        schema: {
          operationId: 'getDaySheet',
          summary: "A day's sheet: per slot its counts and bookings",
          querystring: dayQuerySchema,
          response: { 200: daySheetSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return doorSearch.daySheet(request.query.date);
      },
    );
  },
);
