import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { senderDigitsOf } from '../../shared/rules/mobile';
import { createVerificationSchema, verificationParamsSchema } from '../../shared/schemas/verification';
import { requireUser } from '../accounts/current-user';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { parseInput } from '../http/errors';
import { type RateLimiter, rateLimitKey } from '../rate-limits/rate-limits';
import { smsRoutes } from '../sms/sms.routes';
import { createSmsInbox } from '../sms/sms-inbox.service';
import { createVerificationService, type VerificationService } from './verification.service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Generous for a visitor retrying by hand, tight for a script.
const CREATE_PER_USER = { limit: 10, windowMs: HOUR_MS };
const CREATE_PER_NUMBER = { limit: 10, windowMs: HOUR_MS };
const CREATE_PER_ADDRESS = { limit: 30, windowMs: HOUR_MS };
const CHECK_PER_CHALLENGE = { limit: 30, windowMs: 10 * MINUTE_MS };
const CHECK_PER_USER = { limit: 100, windowMs: HOUR_MS };

export function verificationRoutes(
  app: FastifyInstance,
  verifications: VerificationService,
  rateLimiter: RateLimiter,
): void {
  app.post('/api/verifications', async (request, reply) => {
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

  app.post('/api/verifications/:id/check', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(verificationParamsSchema, request.params);
    await rateLimiter.enforce(
      { key: rateLimitKey('verification-check', id), ...CHECK_PER_CHALLENGE },
      { key: rateLimitKey('verification-check-user', user.id), ...CHECK_PER_USER },
    );
    return verifications.check(user.id, id);
  });
}

export interface SmsVerificationOptions {
  config: Config;
  db: Kysely<Database>;
  clock: () => Date;
  rateLimiter: RateLimiter;
}

/** The SMS inbox (its provider's routes) and the verification API on top of it. */
export function registerSmsVerification(app: FastifyInstance, options: SmsVerificationOptions): void {
  const { config, db, clock } = options;
  const inbox = createSmsInbox({ db, clock, textlocal: config.smsInbox.textlocal });
  const verifications = createVerificationService({ db, clock, sms: config.site.sms, inbox, log: app.log });
  smsRoutes(app, config, inbox);
  verificationRoutes(app, verifications, options.rateLimiter);
}
