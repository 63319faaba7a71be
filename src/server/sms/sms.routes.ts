import { maskMobile } from '../../shared/rules/mobile';
import { inboundSmsSchema, simulatedSmsSchema } from '../../shared/schemas/verification';
import type { Feature } from '../feature';
import { AppError, parseInput } from '../http/errors';
import { isValidSignature, SIGNATURE_HEADER } from './webhook-signature';

/**
 * The ways an SMS gets into the inbox: the signed gateway webhook (when the provider is
 * `webhook`) and, in the local environment only, the simulator.
 */
export const smsFeature: Feature = async (api, { config, services }) => {
  const inbox = services.smsInbox;
  const secret = config.smsInbox.webhookSecret;
  if (config.site.sms.provider === 'webhook' && secret) {
    api.register(async (scope) => {
      // The signature covers the exact bytes sent, so this route keeps the raw body.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );

      // Gateways send no Origin; the signature, not the same-origin check, vouches for them.
      scope.post('/sms/inbound', { config: { crossSite: 'allowed' } }, async (request) => {
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
    api.post('/dev/sms', async (request, reply) => {
      const sms = parseInput(simulatedSmsSchema, request.body);
      const stored = await inbox.receive({ provider: 'simulator', from: sms.from, text: sms.text });
      reply.status(201);
      return { stored };
    });
  }
};

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}
