import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { parseInput } from '../http/errors';
import { isTrustedOrigin, type SameOriginOptions } from '../http/same-origin';
import type { AccountsService, Caller, SignedIn } from './accounts.service';
import { requireUser } from './current-user';
import { nodeToWebHeaders } from './session';

export interface AccountsRoutesOptions {
  /** Locally, links point at the site the request came from (tests use free ports). */
  local: boolean;
  homeSite: string;
  /** Staff asking for a link on the admin site get one back to it. */
  adminSite: string;
  origins: SameOriginOptions;
}

export function accountsRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  options: AccountsRoutesOptions,
) {
  function linkBaseFor(request: FastifyRequest): string {
    const origin = request.headers.origin ?? `http://${request.headers.host}`;
    if (!options.local)
      return origin === new URL(options.adminSite).origin ? options.adminSite : options.homeSite;
    return isTrustedOrigin(origin, options.origins) ? new URL(origin).origin : options.homeSite;
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

  app.post('/api/accounts/sign-in-link/request', async (request): Promise<MessageResponse> => {
    const { email } = parseInput(signInLinkRequestSchema, request.body);
    await accounts.requestSignInLink(email, callerOf(request));
    return { message: texts.checkMailbox };
  });

  app.post('/api/accounts/sign-in-link', async (request, reply): Promise<Me> => {
    const { token, email } = parseInput(signInLinkSchema, request.body);
    return signedIn(reply, await accounts.signInWithLink(token, email, callerOf(request)));
  });

  app.post('/api/accounts/sign-in-password', async (request, reply): Promise<Me> => {
    const { email, password } = parseInput(passwordSignInSchema, request.body);
    return signedIn(reply, await accounts.signInWithPassword(email, password, callerOf(request)));
  });

  app.post('/api/accounts/set-password-link', async (request): Promise<MessageResponse> => {
    const user = requireUser(request);
    const { email } = parseInput(setPasswordLinkRequestSchema, request.body);
    await accounts.requestSetPasswordLink(user, email, callerOf(request));
    return { message: texts.setPasswordLinkSent };
  });

  app.post('/api/accounts/set-password', async (request, reply) => {
    const { token, password } = parseInput(setPasswordSchema, request.body);
    await accounts.setPassword(token, password);
    return reply.status(204).send();
  });

  // The browser's session check: a guest is an answer, not an error (no 401 on every page).
  app.get('/api/session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    return { user: request.currentUser ? await accounts.me(request.currentUser) : null };
  });

  app.get('/api/me', async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    return accounts.me(requireUser(request));
  });

  app.patch('/api/me', async (request): Promise<Me> => {
    const user = requireUser(request);
    const { displayName } = parseInput(updateMeSchema, request.body);
    return accounts.updateDisplayName(user, displayName, callerOf(request));
  });
}
