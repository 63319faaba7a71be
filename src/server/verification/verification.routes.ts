import { senderDigitsOf } from '../../shared/rules/mobile';
import {
  createVerificationSchema,
  storedVerificationSchema,
  verificationCheckSchema,
  verificationParamsSchema,
  verificationSchema,
} from '../../shared/schemas/verification';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';
import type { AimedLimits } from '../rate-limits/rate-limits';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Generous for a visitor retrying by hand, tight for a script. Challenges for one number are
// counted per user, with a ceiling for all users together that never shuts out a user who
// has been quiet: someone else cannot use the owner's number up (decision 0017).
const CREATE_PER_USER = { limit: 10, windowMs: HOUR_MS };
const CREATE_FOR_NUMBER: AimedLimits = {
  scope: 'verification-create-number',
  perPair: { limit: 5, windowMs: HOUR_MS },
  ceiling: { limit: 10, windowMs: HOUR_MS },
  quietSource: { limit: 3, windowMs: 24 * HOUR_MS },
};
const CREATE_PER_ADDRESS = { limit: 30, windowMs: HOUR_MS };
const CHECK_PER_CHALLENGE = { limit: 30, windowMs: 10 * MINUTE_MS };
const CHECK_PER_USER = { limit: 100, windowMs: HOUR_MS };
const READ_PER_USER = { limit: 100, windowMs: HOUR_MS };

const needs = ['rateLimiter', 'verifications'] as const;

export const verificationFeature = defineFeature('verification', needs, async (api, { services }) => {
  const { verifications, rateLimiter } = services;

  api.post(
    '/verifications',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'startVerification',
        summary: 'Get an SMS keyword to prove a mobile number',
        body: createVerificationSchema,
        response: { 201: verificationSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      await rateLimiter.attempt(
        CREATE_FOR_NUMBER,
        { target: senderDigitsOf(input.countryCode, input.mobile), source: user.id },
        { scope: 'verification-create-user', subject: user.id, ...CREATE_PER_USER },
        { scope: 'verification-create-address', subject: request.ip, ...CREATE_PER_ADDRESS },
      );
      return reply.status(201).send(await verifications.create(user.id, input));
    },
  );

  // The page reloaded mid-check (the phone's SMS app often does that): the same keyword again.
  api.get(
    '/verifications/:id',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'getVerification',
        summary: 'A mobile check in progress',
        params: verificationParamsSchema,
        response: { 200: storedVerificationSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await rateLimiter.enforce({ scope: 'verification-read-user', subject: user.id, ...READ_PER_USER });
      return verifications.read(user.id, request.params.id);
    },
  );

  api.post(
    '/verifications/:id/check',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'checkVerification',
        summary: 'Whether the keyword SMS has arrived',
        params: verificationParamsSchema,
        response: { 200: verificationCheckSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      await rateLimiter.enforce(
        { scope: 'verification-check', subject: id, ...CHECK_PER_CHALLENGE },
        { scope: 'verification-check-user', subject: user.id, ...CHECK_PER_USER },
      );
      return verifications.check(user.id, id);
    },
  );
});
