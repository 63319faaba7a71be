import autocannon, { type Result } from 'autocannon';
import { type Caddy, VISITOR_HOST } from './stack';

export interface LoadFigures {
  requests: number;
  failed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latencyAverageMs: number;
  latencyP99Ms: number;
}

interface Tracker {
  stop(): void;
}

type Options = Record<string, unknown>;
const run = autocannon as unknown as (
  options: Options,
  done: (error: Error | null, result: Result) => void,
) => Tracker;

/**
 * Load through Caddy until stopped: `connections` visitors each booking one visit after
 * another (every request a real booking with its own verified challenge), and as many
 * reading the dates. `acknowledged` collects the ids of the bookings answered 201.
 */
export function startLoad(
  caddy: Caddy,
  plan: { cookie: string; slotId: string; people: unknown[]; verificationIds: string[]; connections: number },
) {
  const acknowledged: string[] = [];
  /** Each refusal's status and code, e.g. `503 draining`, with how often it came. */
  const refusals = new Map<string, number>();
  let next = 0;
  const common = {
    url: `https://127.0.0.1:${caddy.httpsPort}`,
    servername: VISITOR_HOST,
    connections: plan.connections,
    duration: 600,
    timeout: 30,
  };
  const results: Promise<LoadFigures>[] = [];
  const trackers: Tracker[] = [];
  const start = (options: Options) => {
    results.push(
      new Promise((resolve, reject) => {
        trackers.push(
          run({ ...common, ...options }, (error, result) => {
            if (error) return reject(error);
            resolve({
              requests: result.requests.total,
              failed: result.errors + result.timeouts + result.non2xx,
              errors: result.errors,
              timeouts: result.timeouts,
              non2xx: result.non2xx,
              latencyAverageMs: result.latency.average,
              latencyP99Ms: result.latency.p99,
            });
          }),
        );
      }),
    );
  };
  const headers = { host: VISITOR_HOST, cookie: plan.cookie, origin: `https://${VISITOR_HOST}` };
  start({
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest(request: { body?: string }) {
          const verificationId = plan.verificationIds[next];
          next += 1;
          if (!verificationId) throw new Error('the load ran out of verified challenges');
          request.body = JSON.stringify({ slotId: plan.slotId, people: plan.people, verificationId });
          return request;
        },
        onResponse(status: number, body: string) {
          if (status === 201) acknowledged.push(JSON.parse(body).id);
          else {
            const key = `${status} ${/"code":"([^"]+)"/.exec(body)?.[1] ?? body.slice(0, 60)}`;
            refusals.set(key, (refusals.get(key) ?? 0) + 1);
          }
        },
      },
    ],
  });
  start({ requests: [{ method: 'GET', path: '/api/dates', headers: { host: VISITOR_HOST } }] });
  return {
    acknowledged,
    refusals,
    /** Stops both; the bookings' figures, then the reads'. */
    async stop(): Promise<{ bookings: LoadFigures; reads: LoadFigures }> {
      for (const tracker of trackers) tracker.stop();
      const [bookings, reads] = await Promise.all(results);
      return { bookings: bookings as LoadFigures, reads: reads as LoadFigures };
    },
  };
}
