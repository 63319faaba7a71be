import { requestLanguage, statedLanguage } from '../../shared/languages';
import {
  bookingParamsSchema,
  bookingsListSchema,
  createBookingSchema,
  ticketSchema,
} from '../../shared/schemas/bookings';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses, fileAnswer } from '../http/route-schemas';

const needs = ['bookings', 'staffAccess'] as const;

export const bookingsFeature = defineFeature('bookings', needs, async (api, { services }) => {
  const { bookings, staffAccess } = services;

  api.post(
    '/bookings',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'createBooking',
        summary: 'Book a slot for the people named, with a proven mobile number',
        body: createBookingSchema,
        response: { 201: ticketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const ticket = await bookings.create(requireUser(request), request.body, {
        origin: request.headers.origin,
        language: requestLanguage(request.headers),
        accountLanguage: statedLanguage(request.headers),
      });
      return reply.status(201).send(ticket);
    },
  );

  // A guest's list is empty rather than an error.
  api.get(
    '/bookings',
    {
      schema: {
        operationId: 'listMyBookings',
        summary: "The signed-in visitor's bookings, newest first",
        response: { 200: bookingsListSchema },
      },
    },
    async (request) => bookings.list(request.currentUser),
  );

  // Anyone holding the ticket link may see it, masked unless they own it or are staff (an
  // admin only once past the second factor the admin API asks for).
  api.get(
    '/bookings/:id',
    {
      schema: {
        operationId: 'getTicket',
        summary: 'A ticket by its booking id',
        params: bookingParamsSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => bookings.ticket(request.params.id, await staffAccess.viewer(request)),
  );

  api.post(
    '/bookings/:id/cancel',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'cancelBooking',
        summary: 'The owner cancels a booking; its seats return',
        params: bookingParamsSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      bookings.cancel(requireUser(request), request.params.id, {
        origin: request.headers.origin,
        language: requestLanguage(request.headers),
      }),
  );

  // The visit for a calendar app: as public as the ticket link itself, and holds no personal data.
  api.get(
    '/bookings/:id/calendar.ics',
    {
      schema: {
        operationId: 'getBookingCalendar',
        summary: 'The visit as a calendar file',
        params: bookingParamsSchema,
        response: {
          200: fileAnswer('text/calendar; charset=utf-8', 'The visit as an iCalendar file'),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      // The link inside leads to the configured site, never to whatever Host the request named.
      const file = await bookings.calendarFile(request.params.id, {
        language: requestLanguage(request.headers),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="visit.ics"')
        .send(file);
    },
  );
});
