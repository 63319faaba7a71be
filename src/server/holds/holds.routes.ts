import { z } from 'zod';
import { requestLanguage, statedLanguage } from '../../shared/languages';
import {
  holdSchema,
  holdsListSchema,
  idParamsSchema,
  seatsRequestSchema,
  waitlistEntrySchema,
  waitlistSchema,
} from '../../shared/schemas/holds';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

/** Seats held while the visitor verifies, and the waiting list of full slots. */
export const holdsFeature = defineFeature('holds', ['holds', 'waitlist'], async (api, { services }) => {
  const { holds, waitlist } = services;
  const signedIn = { signedIn: true } as const;

  api.post(
    '/holds',
    {
      config: signedIn,
      schema: {
        operationId: 'holdSeats',
        summary: 'Hold seats in a slot while the booking is finished',
        body: seatsRequestSchema,
        response: { 201: holdSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const hold = await holds.take(requireUser(request), request.body, { ip: request.ip });
      return reply.status(201).send(hold);
    },
  );

  api.get(
    '/holds',
    {
      config: signedIn,
      schema: {
        operationId: 'listMyHolds',
        summary: "The signed-in visitor's live holds",
        response: { 200: holdsListSchema, ...errorResponses(401) },
      },
    },
    async (request) => holds.list(requireUser(request)),
  );

  api.delete(
    '/holds/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'releaseHold',
        summary: 'Give held seats back',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await holds.release(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/waitlist',
    {
      config: signedIn,
      schema: {
        operationId: 'joinWaitlist',
        summary: "Join a full slot's waiting list",
        body: seatsRequestSchema,
        response: { 201: waitlistEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      // The offer mail links back to the site the visitor joined from, in its language.
      const entry = await waitlist.join(requireUser(request), request.body, {
        origin: request.headers.origin,
        language: requestLanguage(request.headers),
        accountLanguage: statedLanguage(request.headers),
      });
      return reply.status(201).send(entry);
    },
  );

  api.get(
    '/waitlist',
    {
      config: signedIn,
      schema: {
        operationId: 'listMyWaitlist',
        summary: "The signed-in visitor's waiting-list entries",
        response: { 200: waitlistSchema, ...errorResponses(401) },
      },
    },
    async (request) => waitlist.list(requireUser(request)),
  );

  api.delete(
    '/waitlist/:id',
    {
      config: signedIn,
      schema: {
        operationId: 'leaveWaitlist',
        summary: 'Leave a waiting list',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await waitlist.leave(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
