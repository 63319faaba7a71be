import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../server/db/connect';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind, testConfig } from './test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
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

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The server's database, opened by the test too, to arrange data and read what was stored. */
  database: DatabaseHandle;
  /** Settles with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process printed (the last 20 000 characters). */
  output(): string;
  /** Kills the process if it still runs, closes the test's connection, removes the database. */
  cleanUp(): Promise<void>;
}

/**
 * The real server (`src/server/main.ts` under tsx), as a deployment runs it, on a free port and
 * a fresh database of the given kind; resolves once it answers ready.
 */
export async function startServerProcess(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-process-'));
  const testDatabase: TestDatabase =
    kind === 'sqlite'
      ? { url: `sqlite:${path.join(dataDir, 'visitpass.sqlite')}`, drop: async () => {} }
      : await createTestDatabase(kind);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ENV: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabase.url,
      // Through PgBouncer (scripts/test-pgbouncer.sh), as a deployment behind it is set up.
      ...(testDatabase.directUrl ? { DATABASE_DIRECT_URL: testDatabase.directUrl } : {}),
      WEB_DIST: '/nonexistent',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'process-test-secret-that-is-at-least-32-characters',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ DATABASE_URL: testDatabase.url });
  let database: DatabaseHandle | undefined;
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await database?.db.destroy();
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(
      url,
      () => child.exitCode !== null,
      () => printed,
    );
    database = connectDatabase(config.databaseUrl, config.tablePrefix);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { url, port, child, database, exited, output: () => printed, cleanUp };
}

async function waitUntilReady(url: string, hasExited: () => boolean, output: () => string) {
  for (let tries = 0; tries < 600; tries++) {
    if (hasExited()) throw new Error(`The server exited:\n${output()}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready:\n${output()}`);
}

/** Signs in through the e-mail link flow over HTTP (the local mailbox holds the link); returns the cookie. */
export async function signInOverHttp(url: string, email: string): Promise<{ cookie: string; id: string }> {
  const post = (route: string, body: unknown) =>
    fetch(`${url}/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (!(await post('accounts/sign-in-link/request', { email })).ok) throw new Error('no sign-in link');
  const mailbox = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const token = mailbox.messages.find((mail) => mail.to === email)?.text.match(/[?&]token=([\w-]+)/)?.[1];
  const signedIn = await post('accounts/sign-in-link', { token, email });
  if (!signedIn.ok) throw new Error(`signing in failed: ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, id: me.id };
}
