import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createMailService, type MailService } from './mail.service';

/** The app's mail service: sends through SMTP_URL, keeps every message in the outbox. */
export function registerMail(
  app: FastifyInstance,
  options: { config: Config; database: DatabaseHandle; clock: () => Date },
): MailService {
  const { config, database, clock } = options;
  const mail = createMailService({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    clock,
    log: app.log,
  });
  if (!config.smtpUrl && config.appEnv !== 'local') {
    app.log.warn('SMTP_URL is not set: mail stays in the outbox and is not delivered');
  }
  mail.start();
  app.addHook('onClose', async () => mail.stop());
  return mail;
}
