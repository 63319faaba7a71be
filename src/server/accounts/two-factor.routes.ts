import type { FastifyRequest } from 'fastify';
import {
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorCodeSchema,
  twoFactorEnrolSchema,
} from '../../shared/schemas/two-factor';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';
import { callerFrom } from './accounts.routes';
import { type CurrentUser, requireUser } from './current-user';

/** The signed-in user and the id of their session (both set together by the session hook). */
function signedInSession(request: FastifyRequest): { user: CurrentUser; sessionId: string } {
  const user = requireUser(request);
  return { user, sessionId: request.currentSessionId as string };
}

/** The second factor of staff accounts: status, enrolment and passing it in this session. */
export const twoFactorFeature: Feature = async (api, { config, services }) => {
  const { twoFactor } = services;
  const callerOf = callerFrom(config);

  api.get('/accounts/two-factor', async (request, reply): Promise<TwoFactorStatus> => {
    reply.header('cache-control', 'no-store');
    const { user, sessionId } = signedInSession(request);
    return twoFactor.status(user, sessionId);
  });

  api.post('/accounts/two-factor/enrol', async (request, reply): Promise<TwoFactorEnrolment> => {
    reply.header('cache-control', 'no-store');
    const { user } = signedInSession(request);
    const { password } = parseInput(twoFactorEnrolSchema, request.body ?? {});
    return twoFactor.enrol(user, password, callerOf(request));
  });

  api.post('/accounts/two-factor/confirm', async (request, reply): Promise<TwoFactorStatus> => {
    const { user, sessionId } = signedInSession(request);
    const { code } = parseInput(twoFactorCodeSchema, request.body);
    const { status, cookies } = await twoFactor.confirm(user, sessionId, code, callerOf(request));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return status;
  });

  api.post('/accounts/two-factor/verify', async (request): Promise<TwoFactorStatus> => {
    const { user, sessionId } = signedInSession(request);
    const { code } = parseInput(twoFactorCodeSchema, request.body);
    return twoFactor.verify(user, sessionId, code, callerOf(request));
  });
};
