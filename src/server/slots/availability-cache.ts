/** An availability answer, written out, with what it was built from. */
export interface Answer<Data> {
  /** The answer as JSON text, for every caller who holds no seat counted in it. */
  shared: string;
  /** `shared` as bytes, plain and compressed, made by the HTTP layer the first time each is sent. */
  copies: Map<'br' | 'gzip' | 'identity', Buffer>;
  /** The rows it was built from: a holder's own answer is built from them. */
  data: Data;
  /** Users holding seats counted in it: for them `heldForYou` (and a date) may differ. */
  holders: ReadonlySet<string>;
  /** It reads the same at every instant (ms) of [builtAt, validUntil) while nothing is written. */
  builtAt: number;
  validUntil: number;
}

export interface AvailabilityCache {
  /**
   * The answer stored under `key` if it is still right at `now` (ms), else `build()`'s. A hit
   * is returned as is, not in a promise: the busiest reads skip a turn of the event loop.
   */
  answer<Data>(
    key: string,
    now: number,
    build: () => Promise<Answer<Data>>,
  ): Answer<Data> | Promise<Answer<Data>>;
  /**
   * How many answers were built since start: a tripwire test checks that reads with no write
   * between them build once (nothing else would notice if they stopped being kept).
   */
  readonly builds: number;
}

// Keys are dates; a bound keeps callers asking for odd dates from growing the map forever.
const MAX_ENTRIES = 1000;

const isRightAt = (answer: Answer<unknown>, now: number) => answer.builtAt <= now && now < answer.validUntil;

/**
 * Availability reads are the busiest calls and change only when seats or slots do, or as
 * time passes (a cut-off, a hold's lapse, midnight): each answer says until when it holds.
 * Answers are kept until the database's change stamp moves (`DatabaseHandle.changeStamp`),
 * whoever wrote the change: this process, a command-line tool, another app instance. On
 * SQLite the stamp is taken at once, so a kept answer goes out without waiting at all; on
 * PostgreSQL it is one small query in place of loading the rows. Builds that start while
 * one for the same key and stamp is under way share it. See decision 0031.
 */
export function createAvailabilityCache(changeStamp: () => string | Promise<string>): AvailabilityCache {
  const entries = new Map<string, { stamp: string; answer: Answer<unknown> }>();
  const building = new Map<string, { stamp: string; answer: Promise<Answer<unknown>> }>();
  let builds = 0;
  const counted = <Data>(build: () => Promise<Answer<Data>>) => {
    builds++;
    return build();
  };

  function buildAndKeep(key: string, stamp: string, build: () => Promise<Answer<unknown>>) {
    // Stamp first, then load: a write in between makes the entry look older than it is
    // (rebuilt next time), never newer.
    const answer = counted(build).then(
      (built) => {
        if (building.get(key)?.answer === answer) building.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { stamp, answer: built });
        return built;
      },
      (error: unknown) => {
        if (building.get(key)?.answer === answer) building.delete(key);
        throw error;
      },
    );
    building.set(key, { stamp, answer });
    return answer;
  }

  function answerAt<Data>(stamp: string, key: string, now: number, build: () => Promise<Answer<Data>>) {
    const entry = entries.get(key);
    if (entry?.stamp === stamp && isRightAt(entry.answer, now)) return entry.answer as Answer<Data>;
    const pending = building.get(key);
    if (pending?.stamp === stamp) {
      // Built from data at least as new as this read's stamp; right unless `now` is outside it.
      return pending.answer.then((built) => (isRightAt(built, now) ? built : counted(build))) as Promise<
        Answer<Data>
      >;
    }
    return buildAndKeep(key, stamp, build) as Promise<Answer<Data>>;
  }

  return {
    get builds() {
      return builds;
    },
    answer<Data>(key: string, now: number, build: () => Promise<Answer<Data>>) {
      const stamp = changeStamp();
      return typeof stamp === 'string'
        ? answerAt(stamp, key, now, build)
        : stamp.then((taken) => answerAt(taken, key, now, build));
    },
  };
}
