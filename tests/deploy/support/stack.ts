import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readEnvironmentFile } from '../../../src/server/environment-file';

// The deployment as docs/deploy.md sets it up, on one machine and high ports: Caddy from
// deploy/Caddyfile with its internal CA, app processes started as visitpass@.service starts
// them, and a fresh PostgreSQL database. Every process is stopped by its own pid.

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const production = readEnvironmentFile().environments.production;
if (!production) throw new Error('config/environments.json has no production block');
export const VISITOR_HOST = new URL(production.homeSite).hostname;
export const ADMIN_HOST = new URL(production.adminSite).hostname;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  seconds = 60,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

/** A fresh PostgreSQL database of its own on the server DEPLOY_TEST_DATABASE_URL names. */
export async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DEPLOY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `h_deploy_${label}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function stopped(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export interface Instance {
  port: number;
  /** SIGTERM, as systemctl stop sends; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** One app process as visitpass@<port>.service runs it: node, tsx, src/server/main.ts. */
export function startInstance(env: NodeJS.ProcessEnv, port: number): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      return stopped(child);
    },
  };
}

/** Ready as Caddy's health check sees it (a start takes long on a loaded machine: tsx compiles). */
export function waitReady(port: number): Promise<true> {
  return waitFor(
    `the instance on ${port} to be ready`,
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      return response.status === 200 ? true : undefined;
    },
    180,
  );
}

export interface Caddy {
  httpsPort: number;
  httpPort: number;
  /** Caddy's local CA root, for clients to trust. */
  ca: string;
  stop(): Promise<void>;
}

/** Caddy running deploy/Caddyfile itself, with the internal CA and its own storage. */
export async function startCaddy(upstreams: number[]): Promise<Caddy> {
  const home = mkdtempSync(path.join(tmpdir(), 'visitpass-caddy-'));
  const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    cwd: ROOT,
    env: {
      ...process.env,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      HOME: home,
      TLS: 'internal',
      VISITOR_HOST,
      ADMIN_HOST,
      UPSTREAMS: upstreams.map((port) => `127.0.0.1:${port}`).join(' '),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (process.env.DEPLOY_TEST_CADDY_LOG) appendFileSync(process.env.DEPLOY_TEST_CADDY_LOG, chunk);
  });
  const rootFile = path.join(home, 'data/caddy/pki/authorities/local/root.crt');
  const ca = await waitFor('Caddy to make its local CA', async () => {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${log}`);
    return readFileSync(rootFile, 'utf8');
  });
  return {
    httpPort,
    httpsPort,
    ca,
    async stop() {
      child.kill('SIGTERM');
      await stopped(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
