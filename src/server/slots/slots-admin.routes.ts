import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/errors';
import {
  adminSlotSchema,
  capacityBelowBookedSchema,
  capacityBelowHeldSchema,
  changeSlotSchema,
  generateResultSchema,
  generateSlotsSchema,
  scheduleSchema,
  slotBookingsSchema,
  slotCalendarSchema,
  slotParamsSchema,
  slotRangeQuerySchema,
} from '../../shared/schemas/museum';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** Running the slots (admins only): the weekly template, generation, the calendar, one slot. */
const needs = ['schedule', 'slotsAdmin'] as const;

export const slotsAdminFeature = defineFeature('slots-admin', needs, async (api, { services }) => {
  const { schedule, slotsAdmin } = services;
  const adminsOnly = { access: 'admin' } as const;

  api.get(
    '/admin/schedule',
    {
      config: adminsOnly,
      schema: {
        operationId: 'getSchedule',
        summary: 'The weekly slot template',
        response: { 200: scheduleSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return schedule.current();
    },
  );

  api.put(
    '/admin/schedule',
    {
      config: adminsOnly,
      schema: {
        operationId: 'updateSchedule',
        summary: 'Change the weekly slot template',
        body: scheduleSchema,
        response: { 200: scheduleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => schedule.save(requireUser(request), request.body),
  );

  api.post(
    '/admin/slots/generate',
    {
      config: adminsOnly,
      schema: {
        operationId: 'generateSlots',
        summary: "Add the template's missing slots in a range (or preview them)",
        body: generateSlotsSchema,
        response: { 200: generateResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => schedule.generate(requireUser(request), request.body),
  );

  api.get(
    '/admin/slots',
    {
      config: adminsOnly,
      schema: {
        operationId: 'listSlotsForAdmin',
        summary: 'Every slot in a range, closed ones too',
        querystring: slotRangeQuerySchema,
        response: { 200: slotCalendarSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return slotsAdmin.calendar(request.query.from, request.query.to);
    },
  );

  api.patch(
    '/admin/slots/:id',
    {
      config: adminsOnly,
      schema: {
        operationId: 'updateSlot',
        summary: "Change a slot's seats, or close or reopen it",
        params: slotParamsSchema,
        body: changeSlotSchema,
        response: {
          200: adminSlotSchema,
          409: z.union([capacityBelowBookedSchema, capacityBelowHeldSchema, apiErrorSchema]),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => slotsAdmin.change(requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/admin/slots/:id/bookings',
    {
      config: adminsOnly,
      schema: {
        operationId: 'listSlotBookings',
        summary: "A slot's live bookings",
        params: slotParamsSchema,
        response: { 200: slotBookingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return slotsAdmin.bookings(request.params.id);
    },
  );
});
