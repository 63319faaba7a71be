import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  /** The visitor site, e.g. `http://localhost:41234`. */
  url: string;
  /** The server's SQLite file, for tests that arrange data directly. */
  databaseFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group has gone already.
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * Starts the real server (`src/server/main.ts`, which migrates and seeds 30 days of slots) on
 * a free port with a fresh SQLite database, in its own process group so that stopping it
 * leaves nothing behind. It serves a copy of dist/web as built by `npm test` or `npm run build`,
 * so a rebuild while the tests run cannot pull the files from under the page.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web is not built: run "npm run build" before the end-to-end tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-e2e-'));
  const webDist = path.join(dataDir, 'web');
  cpSync(path.join(ROOT, 'dist/web'), webDist, { recursive: true });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    // No waiting for a load balancer to notice the drain: nothing stands in front of it here.
    SHUTDOWN_GRACE_SECONDS: '0',
    ...env,
  };
  delete childEnv.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://localhost:${port}`;
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited(child);
    clearTimeout(timer);
    killGroup(child, 'SIGKILL'); // anything the server left in its group
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    databaseFile: path.join(dataDir, 'visitpass.sqlite'),
    stop,
  };
}
