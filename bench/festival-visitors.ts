// The festival morning's visitors, in a process of their own (started by bench/festival.ts):
// every visitor is one keep-alive connection to one app instance (the instances in turn), and
// all of them start at once. Each reads the dates and the popular day's slots, holds seats for
// their party in a slot with room (another slot after a 409 slot_full), asks for an SMS
// challenge, sends the SMS through the simulator, checks it, and books. A visitor whose party
// fits nowhere any more goes home. Every step's time and answer is recorded and sent back.
import { Agent, request as httpRequest } from 'node:http';
import { somePeople } from '../src/test/factories';

export interface FestivalVisitor {
  cookie: string;
  /** Ten digits, an Indian mobile number of their own. */
  mobile: string;
  party: number;
}

export interface FestivalPlan {
  urls: string[];
  date: string;
  visitors: FestivalVisitor[];
}

export const FESTIVAL_STEPS = ['dates', 'slots', 'hold', 'verification', 'sms', 'check', 'booking'] as const;
export type FestivalStep = (typeof FESTIVAL_STEPS)[number];

export interface StepRecord {
  /** Milliseconds from sending the request to the whole answer. */
  latencies: number[];
  /** `201`, `409 slot_full`, `500`, `error` …: how many answers of each kind. */
  answers: Record<string, number>;
}

export interface FestivalOutcome {
  steps: Record<FestivalStep, StepRecord>;
  bookings: number;
  seatsBooked: number;
  /** Visitors whose party fitted in no slot any more. */
  wentHome: number;
  /** From the first request to the last visitor's end, in milliseconds. */
  elapsedMs: number;
  /** From the first request to the last confirmed booking, in milliseconds. */
  lastBookingMs: number;
}

/** A slot as GET /api/slots lists it (the fields the visitors read). */
interface ListedSlot {
  id: string;
  available: number;
  full: boolean;
}

/** Slots a visitor tries before going home (each refusal means another visitor took the seats). */
const TRIES = 12;

function newOutcome(): FestivalOutcome {
  const steps = Object.fromEntries(
    FESTIVAL_STEPS.map((step): [FestivalStep, StepRecord] => [step, { latencies: [], answers: {} }]),
  ) as FestivalOutcome['steps'];
  return {
    steps,
    bookings: 0,
    seatsBooked: 0,
    wentHome: 0,
    elapsedMs: 0,
    lastBookingMs: 0,
  };
}

async function visit(plan: FestivalPlan, index: number, outcome: FestivalOutcome, started: number) {
  const visitor = plan.visitors[index] as FestivalVisitor;
  const base = new URL(plan.urls[index % plan.urls.length] as string);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  /** One request of a step: records its time and its answer (status, and the error code of a 4xx). */
  function call(step: FestivalStep, method: string, path: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { cookie: visitor.cookie };
    if (payload) headers['content-type'] = 'application/json';
    const sent = performance.now();
    return new Promise<{ status: number; json: Record<string, unknown> }>((resolve) => {
      const record = (answer: string) => {
        const { latencies, answers } = outcome.steps[step];
        latencies.push(performance.now() - sent);
        answers[answer] = (answers[answer] ?? 0) + 1;
      };
      const req = httpRequest(new URL(path, base), { method, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // A 5xx may answer in another shape; its status says enough.
          }
          const code = (json.error as { code?: string } | undefined)?.code;
          record(code ? `${status} ${code}` : String(status));
          resolve({ status, json });
        });
      });
      req.on('error', () => {
        record('error');
        resolve({ status: 0, json: {} });
      });
      req.end(payload);
    });
  }

  try {
    const dates = await call('dates', 'GET', '/api/dates');
    if (!(dates.json.dates as string[] | undefined)?.includes(plan.date)) {
      outcome.wentHome += 1;
      return;
    }
    let held: { slotId: string; holdId: string } | undefined;
    for (let attempt = 0; attempt < TRIES && !held; attempt += 1) {
      const listed = await call('slots', 'GET', `/api/slots?date=${plan.date}`);
      const slots = (listed.json.slots as ListedSlot[] | undefined) ?? [];
      const open = slots.filter((slot) => !slot.full && slot.available >= visitor.party);
      if (open.length === 0) break;
      // Most want the first slots of the morning: the earlier half of what is open.
      const slot = open[Math.floor(Math.random() * Math.ceil(open.length / 2))] as ListedSlot;
      const hold = await call('hold', 'POST', '/api/holds', { slotId: slot.id, seats: visitor.party });
      if (hold.status === 201) held = { slotId: slot.id, holdId: hold.json.id as string };
      else if (hold.status !== 409) return;
    }
    if (!held) {
      outcome.wentHome += 1;
      return;
    }
    const challenge = await call('verification', 'POST', '/api/verifications', {
      countryCode: '91',
      mobile: visitor.mobile,
    });
    if (challenge.status !== 201 && challenge.status !== 200) return;
    const sms = await call('sms', 'POST', '/api/dev/sms', {
      from: `+91${visitor.mobile}`,
      text: challenge.json.keyword,
    });
    if (sms.status !== 201) return;
    const check = await call('check', 'POST', `/api/verifications/${challenge.json.id}/check`);
    if (check.json.verified !== true) return;
    const booking = await call('booking', 'POST', '/api/bookings', {
      slotId: held.slotId,
      holdId: held.holdId,
      verificationId: challenge.json.id,
      people: somePeople(visitor.party),
    });
    if (booking.status === 201) {
      outcome.bookings += 1;
      outcome.seatsBooked += visitor.party;
      outcome.lastBookingMs = performance.now() - started;
    }
  } finally {
    agent.destroy();
  }
}

/** Runs every visitor at once; resolves when the last one is done. */
export async function runFestival(plan: FestivalPlan): Promise<FestivalOutcome> {
  const outcome = newOutcome();
  const started = performance.now();
  await Promise.all(plan.visitors.map((_, index) => visit(plan, index, outcome, started)));
  outcome.elapsedMs = performance.now() - started;
  return outcome;
}

if (process.send) {
  process.once('message', async (plan: FestivalPlan) => {
    const outcome = await runFestival(plan);
    process.send?.(outcome, () => process.disconnect());
  });
}
