import type { FastifyInstance } from 'fastify';
import { maskMobile } from '../../shared/rules/mobile';
import { inboundSmsSchema, simulatedSmsSchema } from '../../shared/schemas/verification';
import type { Config } from '../config';
import { AppError, parseInput } from '../http/errors';
import type { SmsInbox } from './sms-inbox.service';
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature';

/**
 * The ways an SMS gets into the inbox: the signed gateway webhook (when the provider is
 * `webhook`) and, in the local environment only, the simulator.
 */
export function smsRoutes(app: FastifyInstance, config: Config, inbox: SmsInbox): void {
  const secret = config.smsInbox.webhookSecret;
  if (config.site.sms.provider === 'webhook' && secret) {
    app.register(async (scope) => {
      // The signature covers the exact bytes sent, so this route keeps the raw body.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );

      scope.post('/api/sms/inbound', async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!isValidSignature(secret, rawBody, request.headers[SIGNATURE_HEADER])) {
          throw new AppError(401, 'bad_signature', 'The request signature is missing or wrong.');
        }
        const sms = parseInput(inboundSmsSchema, parseJson(rawBody));
        const stored = await inbox.receive({
          provider: 'webhook',
          externalId: sms.id ?? null,
          from: sms.from,
          text: sms.text,
          receivedAt: sms.receivedAt,
        });
        request.log.info({ sender: maskMobile(sms.from), stored }, 'inbound SMS');
        return { stored };
      });
    });
  }

  if (config.appEnv === 'local') {
    app.post('/api/dev/sms', async (request, reply) => {
      const sms = parseInput(simulatedSmsSchema, request.body);
      const stored = await inbox.receive({ provider: 'simulator', from: sms.from, text: sms.text });
      reply.status(201);
      return { stored };
    });
  }
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}
