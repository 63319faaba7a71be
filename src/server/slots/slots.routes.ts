import type { FastifyReply } from 'fastify';
import { datesResponseSchema, slotsQuerySchema, slotsResponseSchema } from '../../shared/schemas/slots';
import type { Feature } from '../feature';
import { errorResponses } from '../http/route-schemas';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text the service has already written (as the schema describes it): Fastify sends
 * a string with a content type as it is, without serialising it again.
 */
function sendJson(reply: FastifyReply, json: string | Promise<string>): void | Promise<void> {
  reply.type(JSON_TYPE);
  if (typeof json === 'string') {
    reply.send(json);
    return;
  }
  return json.then((text) => {
    reply.send(text);
  });
}

/** What can be booked: the dates, and the slots of one date. */
export const slotsFeature: Feature = async (api, { services }) => {
  const { slots } = services;

  api.get('/dates', { schema: { response: { 200: datesResponseSchema } } }, (request, reply) =>
    sendJson(reply, slots.datesJson(request.currentUser?.id)),
  );

  api.get(
    '/slots',
    {
      schema: {
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errorResponses(400) },
      },
    },
    (request, reply) => sendJson(reply, slots.slotsJson(request.query.date, request.currentUser?.id)),
  );
};
