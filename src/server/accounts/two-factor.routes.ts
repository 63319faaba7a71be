import type { FastifyRequest } from 'fastify';
import {
  twoFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorEnrolSchema,
  twoFactorStatusSchema,
} from '../../shared/schemas/two-factor';
import { defineFeature } from '../feature';
import { type CurrentUser, requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';
import { callerFrom } from './accounts.routes';

/** The signed-in user and the id of their session (both set together by the session hook). */
function signedInSession(request: FastifyRequest): { user: CurrentUser; sessionId: string } {
  const user = requireUser(request);
  return { user, sessionId: request.currentSessionId as string };
}

/** The second factor of staff accounts: status, enrolment and passing it in this session. */
const needs = ['twoFactor'] as const;

export const twoFactorFeature = defineFeature('two-factor', needs, async (api, { config, services }) => {
  const { twoFactor } = services;
  const callerOf = callerFrom(config);
  const signedIn = { signedIn: true } as const;

  api.get(
    '/accounts/two-factor',
    {
      config: signedIn,
      schema: {
        operationId: 'getTwoFactor',
        summary: "The admin's second factor: set up or not, backup codes left",
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, sessionId } = signedInSession(request);
      return twoFactor.status(user, sessionId);
    },
  );

  api.post(
    '/accounts/two-factor/enrol',
    {
      config: signedIn,
      schema: {
        operationId: 'enrolTwoFactor',
        summary: 'Start setting up an authenticator app',
        body: twoFactorEnrolSchema,
        response: { 200: twoFactorEnrolmentSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedInSession(request);
      return twoFactor.enrol(user, request.body?.password, callerOf(request));
    },
  );

  api.post(
    '/accounts/two-factor/confirm',
    {
      config: signedIn,
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Confirm the authenticator app with a first code',
        body: twoFactorCodeSchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = signedInSession(request);
      const { status, cookies } = await twoFactor.confirm(
        user,
        sessionId,
        request.body.code,
        callerOf(request),
      );
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return status;
    },
  );

  api.post(
    '/accounts/two-factor/verify',
    {
      config: signedIn,
      schema: {
        operationId: 'verifyTwoFactor',
        summary: 'Pass the second factor for this session',
        body: twoFactorCodeSchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInSession(request);
      return twoFactor.verify(user, sessionId, request.body.code, callerOf(request));
    },
  );
});
