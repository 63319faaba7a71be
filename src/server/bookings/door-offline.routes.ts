import {
  offlineStepsBodySchema,
  offlineStepsResponseSchema,
  rosterQuerySchema,
  rosterSchema,
} from '../../shared/schemas/door-offline';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';

const MINUTE_MS = 60_000;
/**
 * Per staff account, which several door devices may share: a device syncs at least every
 * minute and after each step; a busy door takes a step every few seconds.
 */
const ROSTER_PER_USER = { limit: 120, windowMs: MINUTE_MS };
/** Uploads carry up to 200 steps each; a device uploads once it is back online. */
const UPLOADS_PER_USER = { limit: 30, windowMs: MINUTE_MS };
/** 200 steps with reasons of 300 characters in Devanagari fit; the app's 64 KiB would not. */
const UPLOAD_BODY_LIMIT = 256 * 1024;

/**
 * The offline door (issue 25): today's roster for the device's copy, and the steps it took
 * while offline. Staff and admins (`access: 'staff'`): a staff member whose role was taken
 * away gets 403 on both, and the device wipes its copy.
 */
export const doorOfflineFeature = defineFeature(
  'offline-door',
  ['doorRoster', 'offlineSteps', 'rateLimiter'],
  async (api, { services }) => {
    const { doorRoster, offlineSteps, rateLimiter } = services;

    api.get(
      '/admin/door/roster',
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'getDoorRoster',
          summary: "Today's bookings for the door's offline copy: all of them, or those changed since",
          querystring: rosterQuerySchema,
          response: { 200: rosterSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await rateLimiter.enforce({ scope: 'door-roster', subject: user.id, ...ROSTER_PER_USER });
        reply.header('cache-control', 'no-store');
        return doorRoster.roster(request.query.since);
      },
    );

    api.post(
      '/admin/door/steps',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { access: 'staff' },
        schema: {
          operationId: 'uploadDoorSteps',
          summary:
            'Upload steps taken offline, in order: each applied as of its time, a duplicate, or a conflict',
          body: offlineStepsBodySchema,
          response: { 200: offlineStepsResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await rateLimiter.enforce({ scope: 'door-steps', subject: user.id, ...UPLOADS_PER_USER });
        return offlineSteps.upload(user, request.body.steps);
      },
    );
  },
);
