import type { FastifyReply, FastifyRequest } from 'fastify';
import { datesResponseSchema, slotsQuerySchema, slotsResponseSchema } from '../../shared/schemas/slots';
import { defineFeature } from '../feature';
import { type KeptJson, sendKeptJson } from '../http/kept-json';
import { errorResponses } from '../http/route-schemas';

/** Sends the answer the service has written out (as the schema describes it), at once when it was kept. */
function send(request: FastifyRequest, reply: FastifyReply, kept: KeptJson | Promise<KeptJson>) {
  if (!(kept instanceof Promise)) return sendKeptJson(request, reply, kept);
  return kept.then((ready) => sendKeptJson(request, reply, ready));
}

/** What can be booked: the dates, and the slots of one date. */
export const slotsFeature = defineFeature('slots', ['slots'], async (api, { services }) => {
  const { slots } = services;

  api.get(
    '/dates',
    {
      schema: {
        operationId: 'listDates',
        summary: 'Days with seats, and full days whose waiting lists are open',
        response: { 200: datesResponseSchema },
      },
    },
    (request, reply) => send(request, reply, slots.datesJson(request.currentUser?.id)),
  );

  api.get(
    '/slots',
    {
      schema: {
        operationId: 'listSlots',
        summary: "A day's bookable slots, full ones marked",
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errorResponses(400) },
      },
    },
    (request, reply) => send(request, reply, slots.slotsJson(request.query.date, request.currentUser?.id)),
  );
});
