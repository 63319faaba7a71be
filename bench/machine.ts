import { availableParallelism, loadavg } from 'node:os';

/** The machine's load right now, printed at the start and end of every run. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${availableParallelism()} cores`;
}
