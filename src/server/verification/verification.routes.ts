import { senderDigitsOf } from '../../shared/rules/mobile';
import { createVerificationSchema, verificationParamsSchema } from '../../shared/schemas/verification';
import { requireUser } from '../accounts/current-user';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';
import { rateLimitKey } from '../rate-limits/rate-limits';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Generous for a visitor retrying by hand, tight for a script.
const CREATE_PER_USER = { limit: 10, windowMs: HOUR_MS };
const CREATE_PER_NUMBER = { limit: 10, windowMs: HOUR_MS };
const CREATE_PER_ADDRESS = { limit: 30, windowMs: HOUR_MS };
const CHECK_PER_CHALLENGE = { limit: 30, windowMs: 10 * MINUTE_MS };
const CHECK_PER_USER = { limit: 100, windowMs: HOUR_MS };

export const verificationFeature: Feature = async (api, { services }) => {
  const { verifications, rateLimiter } = services;

  api.post('/verifications', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(createVerificationSchema, request.body);
    await rateLimiter.enforce(
      { key: rateLimitKey('verification-create-user', user.id), ...CREATE_PER_USER },
      {
        key: rateLimitKey('verification-create-number', senderDigitsOf(input.countryCode, input.mobile)),
        ...CREATE_PER_NUMBER,
      },
      { key: rateLimitKey('verification-create-address', request.ip), ...CREATE_PER_ADDRESS },
    );
    reply.status(201);
    return verifications.create(user.id, input);
  });

  api.post('/verifications/:id/check', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(verificationParamsSchema, request.params);
    await rateLimiter.enforce(
      { key: rateLimitKey('verification-check', id), ...CHECK_PER_CHALLENGE },
      { key: rateLimitKey('verification-check-user', user.id), ...CHECK_PER_USER },
    );
    return verifications.check(user.id, id);
  });
};
