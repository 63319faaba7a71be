// Interaction to Next Paint as the browser's Event Timing API reports it (bench/interactions.ts):
// the entries of one interaction (pointerdown, pointerup and click of a tap; keydown and keyup
// of a key) share an interactionId, and the interaction's latency is the longest of their
// durations (from the input to the next paint after its handlers ran).

/** One `event` entry, as EVENT_WATCH copies it out of the page. */
export interface EventEntry {
  name: string;
  /** 0 for events that are no interaction of their own (pointermove, mouseover, …). */
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * In the page: every event entry of 16 ms or more (the least the API allows), with the count of
 * interactions the browser saw, fast or not, to tell "none over 16 ms" from "none at all".
 */
export const EVENT_WATCH = `window.__eventEntries = []; new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__eventEntries.push({ name: e.name, interactionId: e.interactionId,
    startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

export interface Interaction {
  interactionId: number;
  /** The longest entry's duration: what INP counts for this interaction. */
  latencyMs: number;
  /** Its parts: waiting for the main thread, the handlers, until the paint. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  events: string[];
}

/** The entries grouped into interactions, in the order they began; entries of no interaction left out. */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId.entries()]
    .map(([interactionId, group]) => {
      const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
      const first = group.reduce((a, b) => (b.startTime < a.startTime ? b : a));
      const paint = longest.startTime + longest.duration;
      // Handlers that ran after that paint (a keyup's, often) are not part of its wait.
      const processingEnd = Math.max(
        ...group.map((entry) => entry.processingEnd).filter((end) => end <= paint),
        first.processingStart,
      );
      return {
        interactionId,
        latencyMs: longest.duration,
        // As web-vitals splits it: from the input to its first handler, through the last handler
        // before the paint (pointerdown's, pointerup's and click's), then until the paint.
        inputDelayMs: first.processingStart - first.startTime,
        processingMs: processingEnd - first.processingStart,
        presentationMs: paint - processingEnd,
        events: group.map((entry) => entry.name),
        began: first.startTime,
      };
    })
    .sort((a, b) => a.began - b.began)
    .map(({ began: _, ...interaction }) => interaction);
}

/** What one user action cost: its slowest interaction, or `fast` when the browser saw it but under 16 ms. */
export type ActionLatency = { fast: false; interaction: Interaction } | { fast: true };

/**
 * The latency of one user action begun at `since` (the page's clock), from the page's entries
 * and the number of interactions the browser counted meanwhile. Throws when the browser saw no
 * interaction at all (the action was no real input, or missed its element), so that nothing
 * unmeasured is printed as a figure.
 */
export function actionLatency(
  action: string,
  entries: readonly EventEntry[],
  since: number,
  interactionsCounted: number,
): ActionLatency {
  const interactions = interactionsOf(entries.filter((entry) => entry.startTime >= since));
  const slowest = interactions.reduce<Interaction | undefined>(
    (a, b) => (a && a.latencyMs >= b.latencyMs ? a : b),
    undefined,
  );
  if (slowest) return { fast: false, interaction: slowest };
  if (interactionsCounted > 0) return { fast: true };
  throw new Error(`${action}: the browser observed no interaction (no event entry with an interactionId)`);
}

/** An action's latency in ms; under 16 ms (not reported by the API) counts as 16, the most it can be. */
export const latencyMs = (latency: ActionLatency) => (latency.fast ? 16 : latency.interaction.latencyMs);

/** The median run of an action (the middle one by latency). */
export function medianRun(runs: readonly ActionLatency[]): ActionLatency {
  const sorted = [...runs].sort((a, b) => latencyMs(a) - latencyMs(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to take a median of');
  return middle;
}
