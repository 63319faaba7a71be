import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Me,
  type MessageResponse,
  passwordSignInSchema,
  type SessionResponse,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
  signInLinkRequestSchema,
  signInLinkSchema,
  updateMeSchema,
} from '../../shared/schemas/accounts';
import { texts } from '../../shared/texts';
import type { Feature } from '../feature';
import { parseInput } from '../http/errors';
import { isTrustedOrigin, sameOriginOptions } from '../http/same-origin';
import type { Caller, SignedIn } from './accounts.service';
import { requireUser } from './current-user';
import { nodeToWebHeaders, registerAuthHandler } from './session';

/** Sign-in, the session, the signed-in user; better-auth's own endpoints under /auth. */
export const accountsFeature: Feature = async (api, { config, services }) => {
  const { accounts } = services;
  const homeSite = config.site.homeSite;
  const adminOrigin = new URL(config.site.adminSite).origin;
  const origins = sameOriginOptions(config);

  /** Locally, links point at the site the request came from (tests use free ports). */
  function linkBaseFor(request: FastifyRequest): string {
    const origin = request.headers.origin ?? `http://${request.headers.host}`;
    // Staff asking on the admin site get a link back to it.
    if (config.appEnv !== 'local') return origin === adminOrigin ? config.site.adminSite : homeSite;
    return isTrustedOrigin(origin, origins) ? new URL(origin).origin : homeSite;
  }

  const callerOf = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    headers: nodeToWebHeaders(request.headers),
    linkBase: linkBaseFor(request),
  });

  function signedIn(reply: FastifyReply, result: SignedIn): Me {
    reply.header('set-cookie', result.cookies);
    return result.me;
  }

  api.post('/accounts/sign-in-link/request', async (request): Promise<MessageResponse> => {
    const { email } = parseInput(signInLinkRequestSchema, request.body);
    await accounts.requestSignInLink(email, callerOf(request));
    return { message: texts.checkMailbox };
  });

  api.post('/accounts/sign-in-link', async (request, reply): Promise<Me> => {
    const { token, email } = parseInput(signInLinkSchema, request.body);
    return signedIn(reply, await accounts.signInWithLink(token, email, callerOf(request)));
  });

  api.post('/accounts/sign-in-password', async (request, reply): Promise<Me> => {
    const { email, password } = parseInput(passwordSignInSchema, request.body);
    return signedIn(reply, await accounts.signInWithPassword(email, password, callerOf(request)));
  });

  api.post('/accounts/set-password-link', async (request): Promise<MessageResponse> => {
    const user = requireUser(request);
    const { email } = parseInput(setPasswordLinkRequestSchema, request.body);
    await accounts.requestSetPasswordLink(user, email, callerOf(request));
    return { message: texts.setPasswordLinkSent };
  });

  api.post('/accounts/set-password', async (request, reply) => {
    const { token, password } = parseInput(setPasswordSchema, request.body);
    await accounts.setPassword(token, password);
    return reply.status(204).send();
  });

  // The browser's session check: a guest is an answer, not an error (no 401 on every page).
  api.get('/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    return { user: request.currentUser ? await accounts.me(request.currentUser) : null };
  });

  api.get('/me', async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    return accounts.me(requireUser(request));
  });

  api.patch('/me', async (request): Promise<Me> => {
    const user = requireUser(request);
    const { displayName } = parseInput(updateMeSchema, request.body);
    return accounts.updateDisplayName(user, displayName, callerOf(request));
  });

  registerAuthHandler(api, services.auth);
};
