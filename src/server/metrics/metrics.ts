import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../../shared/rules/clock';
import type { Database } from '../db/schema';
import { readDomainSnapshot } from './domain-gauges';

/** Door steps by the status a step moves a booking to. */
const STEP_NAMES: Record<number, string> = { 1: 'validate', 2: 'refuse', 3: 'check_in', 4: 'check_out' };

/**
 * The metrics of one instance, in its own registry: process metrics, HTTP request durations
 * and the outcome counters are this instance's (Prometheus sums them over instances); the
 * domain gauges are read from the database at each scrape (domain-gauges.ts), so every
 * instance reports the same figures.
 */
export function createMetrics(db: Kysely<Database>, clock: Clock) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'visitpass_' });
  // prom-client names a few gauges `…_total` (active handles, requests, resources), which
  // Prometheus keeps for counters: `promtool check metrics` refuses them, so they are left out.
  for (const metric of registry.getMetricsAsArray()) {
    if (metric.name.endsWith('_total') && !(metric instanceof Counter))
      registry.removeSingleMetric(metric.name);
  }
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'visitpass_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookingRequests = new Counter({
    name: 'visitpass_booking_requests_total',
    help: 'Booking requests answered by this instance, by result (created or the error code).',
    labelNames: ['result'],
    registers,
  });
  const doorSteps = new Counter({
    name: 'visitpass_door_steps_total',
    help: 'Door look-ups and steps answered by this instance, by step and verdict (or error code).',
    labelNames: ['step', 'verdict'],
    registers,
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const databaseUp = gauge(
    'visitpass_database_up',
    'Whether the database answered this scrape (1) or not (0).',
  );
  const liveHolds = gauge(
    'visitpass_holds_live',
    'Seats held right now for visitors verifying their number.',
  );
  const waitingList = gauge('visitpass_waiting_list_entries', 'Active waiting-list entries, by state.', [
    'state',
  ]);
  const outbox = gauge('visitpass_mail_outbox_messages', 'Mail in the outbox not yet sent, by status.', [
    'status',
  ]);
  const oldestPending = gauge(
    'visitpass_mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail waiting for its first attempt (0 when none waits).',
  );
  const challenges = gauge(
    'visitpass_sms_challenges_today',
    'Mobile verification challenges made today (India date), by result.',
    ['result'],
  );
  const occupancy = gauge(
    'visitpass_occupancy_today',
    "Today's seats (India date): capacity, booked, inside.",
    ['measure'],
  );

  /** Reads the domain figures into the gauges; the database not answering is a figure too. */
  async function readDomain(): Promise<void> {
    try {
      const snapshot = await readDomainSnapshot(db, clock());
      databaseUp.set(1);
      liveHolds.set(snapshot.liveHolds);
      for (const [state, value] of Object.entries(snapshot.waitingList)) waitingList.set({ state }, value);
      outbox.set({ status: 'pending' }, snapshot.mail.pending);
      outbox.set({ status: 'failed' }, snapshot.mail.failed);
      oldestPending.set(snapshot.mail.oldestPendingAgeSeconds);
      for (const [result, value] of Object.entries(snapshot.smsChallengesToday))
        challenges.set({ result }, value);
      for (const [measure, value] of Object.entries(snapshot.today)) occupancy.set({ measure }, value);
    } catch {
      databaseUp.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    /** The text Prometheus reads. */
    async text(): Promise<string> {
      await readDomain();
      return registry.metrics();
    },
    /** onSend: counts the outcomes of bookings and door steps from the answer being sent. */
    async countOutcome(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const route = request.routeOptions.url;
      if (request.method === 'POST' && route === '/api/bookings') {
        bookingRequests.inc({ result: reply.statusCode < 300 ? 'created' : errorCodeOf(payload) });
      } else if (request.method === 'GET' && route === '/api/admin/bookings/:id') {
        doorSteps.inc({ step: 'look_up', verdict: verdictOf(payload) ?? errorCodeOf(payload) });
      } else if (request.method === 'POST' && route === '/api/admin/bookings/:id/status') {
        const body = request.body as { to?: number; force?: boolean } | undefined;
        const step = STEP_NAMES[body?.to ?? -1] ?? 'other';
        const verdict = reply.statusCode >= 300 ? errorCodeOf(payload) : body?.force ? 'forced' : 'done';
        doorSteps.inc({ step, verdict });
      }
      return payload;
    },
    /** onResponse: the request's duration under its route pattern, never the path itself. */
    async timeRequest(request: FastifyRequest, reply: FastifyReply) {
      requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function parsed(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function errorCodeOf(payload: unknown): string {
  const error = parsed(payload)?.error as { code?: unknown } | undefined;
  return typeof error?.code === 'string' ? error.code : 'unknown';
}

function verdictOf(payload: unknown): string | undefined {
  const answer = parsed(payload);
  const verdict = answer?.verdict;
  return typeof verdict === 'string' ? verdict : undefined;
}
