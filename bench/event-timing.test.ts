import { describe, expect, it } from 'vitest';
import { actionLatency, type EventEntry, interactionsOf, latencyMs, medianRun } from './event-timing';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  handlers = [2, 10],
) => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + (handlers[0] ?? 0),
  processingEnd: startTime + (handlers[1] ?? 0),
});

// A tap: pointerdown, then pointerup and click, whose handlers render, up to one paint.
const tap: EventEntry[] = [
  entry('pointerdown', 7, 1000, 40, [30, 34]),
  entry('pointerup', 7, 1008, 232, [60, 62]),
  entry('click', 7, 1008, 232, [62, 180]),
];

describe('Event Timing entries as interactions', () => {
  it('groups entries by interactionId and takes the longest duration as the latency', () => {
    const key = [entry('keydown', 14, 2000, 96, [4, 70]), entry('keyup', 14, 2090, 24)];
    const moves = [entry('pointermove', 0, 990, 300), entry('mouseover', 0, 995, 300)];
    const [first, second, ...rest] = interactionsOf([...key, ...moves, ...tap]);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      interactionId: 7,
      latencyMs: 232,
      events: ['pointerdown', 'pointerup', 'click'],
    });
    expect(second).toMatchObject({ interactionId: 14, latencyMs: 96, events: ['keydown', 'keyup'] });
  });

  it('splits an interaction as web-vitals does: input delay, handlers, then until the paint', () => {
    const [interaction] = interactionsOf(tap);
    // From the tap to its first handler, to the click's handler's end, to the paint at 1240.
    expect(interaction).toMatchObject({ inputDelayMs: 30, processingMs: 158, presentationMs: 52 });
    // A keyup handled after the keydown's paint is no part of that wait.
    const [key] = interactionsOf([
      entry('keydown', 21, 3000, 168, [1, 150]),
      entry('keyup', 21, 3100, 120, [90, 120]),
    ]);
    expect(key).toMatchObject({ latencyMs: 168, inputDelayMs: 1, processingMs: 149, presentationMs: 18 });
  });

  it('takes an action’s slowest interaction that began after it started', () => {
    const earlier = entry('click', 3, 500, 600);
    const latency = actionLatency('add a person', [earlier, ...tap], 1000, 1);
    expect(latencyMs(latency)).toBe(232);
  });

  it('fails loudly when the browser observed no interaction, rather than printing 0', () => {
    const hover = entry('pointerover', 0, 1200, 80);
    expect(() => actionLatency('pick a slot', [hover], 1000, 0)).toThrow(
      'pick a slot: the browser observed no interaction (no event entry with an interactionId)',
    );
    // The interactions of an earlier action are not this one's.
    expect(() => actionLatency('pick a slot', tap, 2000, 0)).toThrow(/observed no interaction/);
  });

  it('counts an interaction the browser saw but did not report (under 16 ms) as at most 16 ms', () => {
    const latency = actionLatency('pick a slot', [], 1000, 1);
    expect(latency).toEqual({ fast: true });
    expect(latencyMs(latency)).toBe(16);
  });

  it('keeps the median run', () => {
    const run = (duration: number) => actionLatency('pick a date', [entry('click', 1, 0, duration)], 0, 1);
    expect(latencyMs(medianRun([run(400), run(120), run(240)]))).toBe(240);
    expect(() => medianRun([])).toThrow('no run to take a median of');
  });
});
