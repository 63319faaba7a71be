import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  deleteMeSchema,
  forgotPasswordSchema,
  type Me,
  meSchema,
  messageResponseSchema,
  passwordSignInSchema,
  sessionResponseSchema,
  setPasswordLinkRequestSchema,
  setPasswordSchema,
  signInLinkRequestSchema,
  signInLinkSchema,
  updateMeSchema,
} from '../../shared/schemas/accounts';
import { texts } from '../../shared/texts';
import type { Config } from '../config';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';
import { isTrustedOrigin, sameOriginOptions } from '../http/same-origin';
import type { Caller, SignedIn } from './accounts.service';
import { nodeToWebHeaders, registerAuthHandler } from './session';

/** Who is calling, as the accounts use cases need it. */
export function callerFrom(config: Config): (request: FastifyRequest) => Caller {
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

  return (request) => ({
    ip: request.ip,
    headers: nodeToWebHeaders(request.headers),
    linkBase: linkBaseFor(request),
  });
}

/** Sign-in, the session, the signed-in user; better-auth's own endpoints under /auth. */
const needs = ['accountDeletion', 'accounts', 'auth'] as const;

export const accountsFeature = defineFeature('accounts', needs, async (api, { config, services }) => {
  const { accounts } = services;
  const callerOf = callerFrom(config);

  function signedIn(reply: FastifyReply, result: SignedIn): Me {
    reply.header('set-cookie', result.cookies);
    return result.me;
  }

  api.post(
    '/accounts/sign-in-link/request',
    {
      schema: {
        operationId: 'requestSignInLink',
        summary: 'Mail a sign-in link',
        body: signInLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await accounts.requestSignInLink(request.body.email, callerOf(request));
      return { message: texts.checkMailbox };
    },
  );

  api.post(
    '/accounts/sign-in-link',
    {
      schema: {
        operationId: 'signInWithLink',
        summary: 'Finish signing in with a mailed link',
        body: signInLinkSchema,
        response: { 200: meSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, email } = request.body;
      return signedIn(reply, await accounts.signInWithLink(token, email, callerOf(request)));
    },
  );

  api.post(
    '/accounts/sign-in-password',
    {
      schema: {
        operationId: 'signInWithPassword',
        summary: 'Sign in with e-mail and password',
        body: passwordSignInSchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      return signedIn(reply, await accounts.signInWithPassword(email, password, callerOf(request)));
    },
  );

  api.post(
    '/accounts/set-password-link',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'requestSetPasswordLink',
        summary: 'Mail the signed-in user a link to set a password',
        body: setPasswordLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await accounts.requestSetPasswordLink(requireUser(request), request.body.email, callerOf(request));
      return { message: texts.setPasswordLinkSent };
    },
  );

  api.post(
    '/accounts/forgot-password',
    {
      schema: {
        operationId: 'requestForgotPassword',
        summary: 'Mail a link to set a new password',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await accounts.requestForgotPasswordLink(request.body.email, callerOf(request));
      return { message: texts.forgotPasswordSent };
    },
  );

  api.post(
    '/accounts/set-password',
    {
      config: { changesAccount: true },
      schema: {
        operationId: 'setPassword',
        summary: 'Set a password with a mailed link',
        body: setPasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      await accounts.setPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  // The browser's session check: a guest is an answer, not an error (no 401 on every page).
  api.get(
    '/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'The signed-in user, or null (always 200)',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.currentUser ? await accounts.me(request.currentUser) : null };
    },
  );

  api.get(
    '/me',
    {
      config: { signedIn: true },
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in user',
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts.me(requireUser(request));
    },
  );

  api.patch(
    '/me',
    {
      config: { signedIn: true, changesAccount: true },
      schema: {
        operationId: 'updateMe',
        summary: "Change the signed-in user's name or language",
        body: updateMeSchema,
        response: { 200: meSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return accounts.updateMe(user, request.body, callerOf(request));
    },
  );

  // Deleting the account: the visitor types its e-mail to confirm; the session ends with it.
  api.delete(
    '/me',
    {
      config: { signedIn: true, changesAccount: true },
      schema: {
        operationId: 'deleteMe',
        summary: 'Delete the account, confirmed by typing its e-mail',
        body: deleteMeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const deleted = await services.accountDeletion(requireUser(request), request.body.email);
      reply.header('set-cookie', deleted.cookies);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  registerAuthHandler(api, services.auth);
});
