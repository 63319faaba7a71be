// The load generator, in a process of its own (started by bench/load.ts): runs autocannon's
// warm-up, says it is ready, waits for the bench to read the servers' CPU clocks, then runs the
// measured load and sends back the result. With more than one worker, autocannon spreads the
// connections over that many threads of this process and merges their histograms.
import autocannon, { type Options, type Result } from 'autocannon';

export interface GeneratorJob {
  options: Omit<Options, 'duration'>;
  warmUpSeconds: number;
  seconds: number;
}

export type GeneratorMessage = { type: 'ready' } | { type: 'result'; result: Result };

const send = (message: GeneratorMessage) => process.send?.(message);
const nextMessage = () =>
  new Promise<{ type: string } & Partial<GeneratorJob>>((resolve) => process.once('message', resolve));

const job = (await nextMessage()) as GeneratorJob;
// One worker: autocannon in this process's main thread; more: that many worker threads.
const options = { ...job.options, workers: (job.options.workers ?? 1) > 1 ? job.options.workers : undefined };
if (job.warmUpSeconds > 0) await autocannon({ ...options, duration: job.warmUpSeconds });
send({ type: 'ready' });
await nextMessage();
const result = await autocannon({ ...options, duration: job.seconds });
send({ type: 'result', result });
process.disconnect();
