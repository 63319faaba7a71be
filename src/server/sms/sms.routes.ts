import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maskMobile } from '../../shared/rules/mobile';
import {
  inboundSmsSchema,
  simulatedSmsSchema,
  storedSmsResponseSchema,
} from '../../shared/schemas/verification';
import { defineFeature } from '../feature';
import { AppError } from '../http/errors';
import {
  assertNoNulCharacters,
  jsonNestedDeeperThan,
  MAX_JSON_DEPTH,
  tooDeepError,
} from '../http/input-guards';
import { errorResponses } from '../http/route-schemas';
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature';

/**
 * The ways an SMS gets into the inbox: the signed gateway webhook (when the provider is
 * `webhook`) and, in the local environment only, the simulator.
 */
export const smsFeature = defineFeature('sms', ['smsInbox'], async (api, { config, services }) => {
  const inbox = services.smsInbox;
  const secret = config.smsInbox.webhookSecret;
  if (config.site.sms.provider === 'webhook' && secret) {
    await api.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // The signature covers the exact bytes sent, so this route keeps the raw body.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );

      /**
       * What stores a message once: the gateway's id, or else the SHA-256 of the signed bytes,
       * so a captured body replayed is the same message again (kept as long as the inbox
       * keeps it, a day), while a new message differs in its bytes (its receipt time).
       */
      const messageKeys = new WeakMap<FastifyRequest, string>();

      /** Before the body is validated: checks the raw bytes' signature, then reads them as JSON. */
      async function signedJson(request: FastifyRequest): Promise<void> {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!isValidSignature(secret as string, rawBody, request.headers[SIGNATURE_HEADER])) {
          throw new AppError(401, 'bad_signature', 'The request signature is missing or wrong.');
        }
        messageKeys.set(request, `sha256:${createHash('sha256').update(rawBody).digest('hex')}`);
        request.body = parseJson(rawBody);
        // The /api scope's NUL check ran on the raw bytes; this is the parsed body's turn.
        assertNoNulCharacters(request);
      }

      scope.post(
        '/sms/inbound',
        {
          // Gateways send no Origin; the signature, not the same-origin check, vouches for them.
          config: { crossSite: 'allowed' },
          preValidation: signedJson,
          schema: {
            operationId: 'receiveSms',
            summary: 'An SMS gateway delivers a received message (signed with the shared secret)',
            body: inboundSmsSchema,
            response: { 200: storedSmsResponseSchema, ...errorResponses(400, 401) },
          },
        },
        async (request) => {
          const sms = request.body;
          const stored = await inbox.receive({
            provider: 'webhook',
            externalId: sms.id ?? messageKeys.get(request) ?? null,
            from: sms.from,
            text: sms.text,
            receivedAt: sms.receivedAt,
          });
          request.log.info({ sender: maskMobile(sms.from), stored }, 'inbound SMS');
          return { stored };
        },
      );
    });
  }

  if (config.appEnv === 'local') {
    api.post(
      '/dev/sms',
      {
        schema: {
          operationId: 'simulateSms',
          summary: 'Receive an SMS as if sent (local environment only)',
          body: simulatedSmsSchema,
          response: { 201: storedSmsResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { from, text } = request.body;
        const stored = await inbox.receive({ provider: 'simulator', from, text });
        return reply.status(201).send({ stored });
      },
    );
  }
});

function parseJson(rawBody: Buffer): unknown {
  const text = rawBody.toString('utf8');
  if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeepError();
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}
