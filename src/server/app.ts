import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import './http/current-user';
import { type Clock, systemClock } from '../shared/rules/clock';
import { apiScope } from './api';
import { bookingExists } from './bookings/booking-exists';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { checkAnswer } from './http/answer-check';
import { answerClientError, registerErrorHandling, replyFrameworkError } from './http/errors';
import { registerJsonBodyParser } from './http/input-guards';
import { requestIdOf } from './http/request-id';
import { webApp } from './http/web-app';
import { createMetrics } from './metrics/metrics';
import { registerMetricsRoute } from './metrics/metrics.routes';
import { createServices, type Services } from './services';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; whoever opened it closes it. */
  database: DatabaseHandle;
  /** "Now" for every rule; tests pass a fixed or movable clock. */
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the app logs). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added (the API contract test lists them with it). */
  onRoute?: onRouteHookHandler;
  /** Tests only: every JSON answer is checked against its route's response schema (answer-check.ts). */
  checkAnswers?: boolean;
}

export interface App {
  app: FastifyInstance;
  /** The services the app was composed of (tests and benchmarks arrange data through them). */
  services: Services;
}

/**
 * The composition root: builds every service once and hands them to the features, which all
 * live in the /api scope; every other path is the web app.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: {
              // Route patterns only: paths and queries can carry booking ids and dates.
              req: (request) => ({ method: request.method, route: request.routeOptions?.url ?? 'unmatched' }),
            },
          },
    // A proxy's x-request-id (Caddy can set one) when it looks like an id, else our own; sent
    // back on every answer and written on every log line of the request (`reqId`).
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Requests that arrive on an open connection while closing are served (and told to close
    // it): a 503 would reach the visitor, the proxy does not retry it elsewhere.
    return503OnClosing: false,
    frameworkErrors: replyFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before compression's own hook, so it mostly reads the answer as written.
  if (options.checkAnswers) app.addHook('onSend', checkAnswer);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSessionId', null);
  registerErrorHandling(app, { adminHost: new URL(config.site.adminSite).hostname });
  registerJsonBodyParser(app);

  const services = createServices({ config, database, clock, log: app.log });
  // Measured only where someone may read them (METRICS_TOKEN set).
  const metrics = config.metricsToken ? createMetrics(database.db, clock) : null;
  if (metrics) {
    app.addHook('onSend', metrics.countOutcome);
    app.addHook('onResponse', metrics.timeRequest);
  }
  // Shutting down: every answer, also to a request begun before, ends its connection, so the
  // proxy opens the next one to another instance (Fastify only marks requests begun after).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (services.health.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  if (!config.smtpUrl && config.appEnv !== 'local') {
    app.log.warn('SMTP_URL is not set: mail stays in the outbox and is not delivered');
  }
  // Mail sent after a commit may still be on its way when the server has closed.
  app.addHook('onClose', async () => services.mail.stop());
  app.addHook('onClose', async () => services.stopAccounts());

  // JSON answers compressed on the fly when the browser accepts it and they are big enough
  // for it to pay; the web app's files come precompressed from the build. Before the static
  // plugin, as @fastify/compress requires; request bodies are never inflated (JSON only).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(apiScope, { prefix: '/api', config, services });
  registerMetricsRoute(app, metrics, config.metricsToken);
  await app.register(webApp, { config, bookingExists: (id: string) => bookingExists(database.db, id) });
  return { app, services };
}
