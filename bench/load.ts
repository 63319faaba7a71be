import type { Options, Result } from 'autocannon';
import type { GeneratorJob, GeneratorMessage } from './generator';
import { cpuOf, type ServerProcess, spawnBenchProcess } from './processes';

/** What one measured load gives: the generator's result and the servers' CPU meanwhile. */
export interface Measurement {
  result: Result;
  /** 2xx answers per second of the measured run. */
  rate: number;
  /** CPU time the servers under load spent during the run (all their processes and threads). */
  serverCpuMicros: number;
  wallMicros: number;
}

export interface LoadSettings {
  connections: number;
  /** autocannon worker threads in the generator's process. */
  workers: number;
  warmUpSeconds: number;
  seconds: number;
}

/**
 * Loads `servers` with autocannon from a process of its own: warm-up, then the measured run,
 * with the servers' CPU clocks read right before and after it (not around the warm-up or the
 * generator's start).
 */
export async function measureLoad(
  request: Omit<Options, 'connections' | 'duration' | 'workers'>,
  servers: ServerProcess[],
  settings: LoadSettings,
): Promise<Measurement> {
  const generator = spawnBenchProcess('generator.ts');
  const exited = new Promise<number | null>((resolve) => generator.once('exit', resolve));
  const job: GeneratorJob = {
    options: { ...request, connections: settings.connections, workers: settings.workers },
    warmUpSeconds: settings.warmUpSeconds,
    seconds: settings.seconds,
  };
  const messages: GeneratorMessage[] = [];
  let wake: (() => void) | undefined;
  generator.on('message', (message: GeneratorMessage) => {
    messages.push(message);
    wake?.();
  });
  const next = async (type: GeneratorMessage['type']): Promise<GeneratorMessage> => {
    for (;;) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
      });
      const code = await Promise.race([woken.then(() => undefined), exited]);
      const arrived = messages.find((message) => message.type === type);
      if (code !== undefined && !arrived) throw new Error(`the load generator exited with ${code}`);
    }
  };

  generator.send(job);
  await next('ready');
  const cpuBefore = await cpuOf(servers);
  const started = performance.now();
  generator.send({ type: 'go' });
  const { result } = (await next('result')) as Extract<GeneratorMessage, { type: 'result' }>;
  const wallMicros = 1000 * (performance.now() - started);
  const serverCpuMicros = (await cpuOf(servers)) - cpuBefore;
  await exited;
  // requests.total counts every answer; errors and timeouts got none.
  return {
    result,
    rate: (result.requests.total - result.non2xx) / result.duration,
    serverCpuMicros,
    wallMicros,
  };
}

/**
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_GENERATOR_WORKERS
 * (autocannon threads in the generator's process, default 1); the warm-up is 3 s at most.
 */
export function loadSettingsFromEnv(env = process.env): LoadSettings {
  const seconds = Number(env.BENCH_SECONDS ?? 10);
  return {
    seconds,
    warmUpSeconds: Math.min(3, seconds),
    connections: Number(env.BENCH_CONNECTIONS ?? 50),
    workers: Number(env.BENCH_GENERATOR_WORKERS ?? 1),
  };
}
