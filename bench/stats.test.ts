import { describe, expect, it } from 'vitest';
import { parseTps, pgbenchUrl } from './pgbench';
import { busyText, count, percentile, ratioText, within } from './stats';

describe('the bench’s figures', () => {
  it('takes percentiles by nearest rank, from values that were measured', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
    // The input keeps its order.
    expect(values[0]).toBe(5);
  });

  it('writes ratios and tells rates within a share of each other', () => {
    expect(ratioText(4_594, 18_376)).toBe('0.25×');
    expect(ratioText(1, 0)).toBe('–');
    expect(within(48_100, 50_000, 0.05)).toBe(true);
    expect(within(47_400, 50_000, 0.05)).toBe(false);
    expect(within(52_600, 50_000, 0.05)).toBe(false);
    expect(count(48_123.6)).toBe('48,124');
  });

  it('says how much of one core the servers kept busy', () => {
    expect(busyText(970_000, 1_000_000)).toBe('97%');
    expect(busyText(1_800_000, 1_000_000)).toBe('180%');
    expect(busyText(5, 0)).toBe('–');
  });

  it('reads pgbench’s tps and points it at its own database', () => {
    const report = [
      'number of transactions actually processed: 45941',
      'latency average = 4.353 ms',
      'initial connection time = 23.120 ms',
      'tps = 4594.143312 (without initial connection time)',
    ].join('\n');
    expect(parseTps(report)).toBe(4594.143312);
    expect(() => parseTps('pgbench: error: connection refused')).toThrow(/no tps/);
    expect(pgbenchUrl('postgres://postgres@127.0.0.1:5432/h_bench?options=-c%20x', 'visitpass_pgbench')).toBe(
      'postgres://postgres@127.0.0.1:5432/visitpass_pgbench',
    );
  });
});
