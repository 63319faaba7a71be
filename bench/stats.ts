// Small figures the bench prints, kept apart so they are tested (bench/stats.test.ts).

/** The p-th percentile (0–100) by nearest rank: a value that was measured, never interpolated. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** `a ÷ b` written as the bench prints ratios: `0.55×`; a dash when there is nothing to divide by. */
export function ratioText(a: number, b: number): string {
  return b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}×` : '–';
}

/** Whether two rates differ by at most `share` of the second (0.05: within 5%). */
export function within(a: number, b: number, share: number): boolean {
  return b > 0 && Math.abs(a / b - 1) <= share;
}

/** A whole number with thousands separators: `48,100`. */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** The share of one core a process (or several) kept busy: CPU time over wall time. */
export function busyText(cpuMicros: number, wallMicros: number): string {
  return wallMicros > 0 ? `${Math.round((100 * cpuMicros) / wallMicros)}%` : '–';
}
