// The bench's processes: every server (app instance, bare yardstick) and every load generator
// runs in a process of its own, so no two of them share an event loop (decision 0050). They
// talk to the bench over Node's IPC channel.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** Messages a server process answers (see serveBenchQueries). */
type ServerMessage = { type: 'listening'; url: string } | { type: 'cpu'; micros: number };

/** Starts a TypeScript file of bench/ in a fresh Node process with an IPC channel. */
export function spawnBenchProcess(file: string, args: string[] = [], env = process.env): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file), ...args], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** A server in its own process: its URL, and its CPU time so far (all its threads). */
export interface ServerProcess {
  url: string;
  pid: number;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts a server file (one that calls serveBenchQueries) and resolves once it listens. */
export function startServerProcess(
  file: string,
  args: string[] = [],
  env = process.env,
): Promise<ServerProcess> {
  const child = spawnBenchProcess(file, args, env);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`${file} exited with ${code} before listening`));
    child.once('exit', failed);
    child.once('message', (message: ServerMessage) => {
      if (message.type !== 'listening') return;
      child.off('exit', failed);
      resolve({
        url: message.url,
        pid: child.pid as number,
        cpuMicros: () =>
          new Promise((answer) => {
            const onMessage = (reply: ServerMessage) => {
              if (reply.type !== 'cpu') return;
              child.off('message', onMessage);
              answer(reply.micros);
            };
            child.on('message', onMessage);
            child.send({ type: 'cpu' });
          }),
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * In a server process: tells the bench where it listens, answers its CPU time when asked, and
 * exits when the bench goes away (so a bench that crashes leaves no servers behind).
 */
export function serveBenchQueries(url: string, close: () => Promise<void>): void {
  const send = (message: ServerMessage) => process.send?.(message);
  process.on('message', (message: { type: string }) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    }
  });
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  send({ type: 'listening', url });
}

/** The summed CPU time of several server processes. */
export async function cpuOf(servers: ServerProcess[]): Promise<number> {
  const times = await Promise.all(servers.map((server) => server.cpuMicros()));
  return times.reduce((sum, micros) => sum + micros, 0);
}

/** The bench's own process as a server (the profiler's app, which serves from here). */
export function thisProcess(url: string): ServerProcess {
  return {
    url,
    pid: process.pid,
    cpuMicros: async () => {
      const usage = process.cpuUsage();
      return usage.user + usage.system;
    },
    stop: async () => {},
  };
}
