import { requestLanguage } from '../../shared/languages';
import { bookingParamsSchema, ticketSchema } from '../../shared/schemas/bookings';
import {
  moveBookingSchema,
  personCorrectionSchema,
  personParamsSchema,
  staffBookingSchema,
  staffCancelSchema,
} from '../../shared/schemas/front-desk';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/**
 * The front desk's changes to one booking (staff and admins, `access: 'staff'`), and the
 * owner's own move. Reading and finding bookings are the door's routes.
 */
export const frontDeskFeature = defineFeature('frontDesk', ['frontDesk'], async (api, { services }) => {
  const { frontDesk } = services;
  const staffOnly = { access: 'staff' } as const;
  const staffAnswer = { 200: staffBookingSchema, ...errorResponses(400, 401, 403, 404, 409) };

  api.post(
    '/admin/bookings/:id/move',
    {
      config: staffOnly,
      schema: {
        operationId: 'moveBookingForVisitor',
        summary: 'Move a booking to another slot; its seats move in one transaction',
        params: bookingParamsSchema,
        body: moveBookingSchema,
        response: staffAnswer,
      },
    },
    async (request) => frontDesk.move(requireUser(request), request.params.id, request.body.slotId),
  );

  api.post(
    '/admin/bookings/:id/cancel',
    {
      config: staffOnly,
      schema: {
        operationId: 'cancelBookingForVisitor',
        summary: 'Cancel a booking for the visitor, with a reason; its seats return',
        params: bookingParamsSchema,
        body: staffCancelSchema,
        response: staffAnswer,
      },
    },
    async (request) => frontDesk.cancel(requireUser(request), request.params.id, request.body.reason),
  );

  api.post(
    '/admin/bookings/:id/resend',
    {
      config: staffOnly,
      schema: {
        operationId: 'resendBookingConfirmation',
        summary: 'Send the booking confirmation mail again',
        params: bookingParamsSchema,
        response: staffAnswer,
      },
    },
    async (request) => frontDesk.resend(requireUser(request), request.params.id),
  );

  api.patch(
    '/admin/bookings/:id/people/:personId',
    {
      config: staffOnly,
      schema: {
        operationId: 'correctBookingPerson',
        summary: "Correct a person's name or document number (personId: their place, from 0)",
        params: personParamsSchema,
        body: personCorrectionSchema,
        response: staffAnswer,
      },
    },
    async (request) =>
      frontDesk.correctPerson(requireUser(request), request.params.id, request.params.personId, request.body),
  );

  api.post(
    '/bookings/:id/move',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'moveMyBooking',
        summary: 'The owner moves their booking to another slot, until the booking cut-off',
        params: bookingParamsSchema,
        body: moveBookingSchema,
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      frontDesk.moveOwn(requireUser(request), request.params.id, request.body.slotId, {
        origin: request.headers.origin,
        language: requestLanguage(request.headers),
      }),
  );
});
