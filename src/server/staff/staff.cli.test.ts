import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabaseKind,
  testConfig,
} from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { parseArgs, USAGE } from './staff-command';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Each run starts Node with tsx: seconds apiece on a busy machine.

describe('staff CLI arguments', () => {
  it('reads add with a role and remove, lower-casing the address', () => {
    expect(parseArgs(['add', 'Asha@Example.org', '--role', 'admin'])).toEqual({
      ok: true,
      value: { command: 'add', email: 'asha@example.org', role: 'admin' },
    });
    expect(parseArgs(['remove', 'asha@example.org'])).toEqual({
      ok: true,
      value: { command: 'remove', email: 'asha@example.org' },
    });
  });

  it.each([
    [['add', 'asha@', '--role', 'staff'], '"asha@" is not a valid e-mail address', 1],
    [['remove', 'not an address'], '"not an address" is not a valid e-mail address', 1],
    [[], 'the commands are "add" and "remove"', 2],
    [['grant', 'asha@example.org'], 'the commands are "add" and "remove"', 2],
    [['add', '--role', 'staff'], 'add needs an e-mail address', 2],
    [['add', 'asha@example.org'], 'add needs --role staff or --role admin', 2],
    [['add', 'asha@example.org', '--role', 'visitor'], 'the role is "staff" or "admin", not "visitor"', 2],
    [['remove', 'asha@example.org', '--role', 'staff'], 'remove takes no options ("--role")', 2],
  ])('refuses %j', (args, problem, exitCode) => {
    expect(parseArgs(args)).toEqual({ ok: false, problem, exitCode });
  });
});

/** A database another process can open: a SQLite file, or a PostgreSQL schema. */
async function sharedDatabase(kind: TestDatabaseKind) {
  if (kind === 'postgres') return createTestDatabase(kind);
  const dir = mkdtempSync(path.join(tmpdir(), 'visitpass-staff-cli-'));
  return {
    url: `sqlite:${path.join(dir, 'visitpass.sqlite')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describeEachDatabase('staff CLI run', (kind) => {
  let drop: () => Promise<void>;
  let database: DatabaseHandle;
  let url: string;
  afterEach(async () => {
    await database.db.destroy();
    await drop();
  });

  async function open() {
    const shared = await sharedDatabase(kind);
    ({ url, drop } = shared);
    const config = testConfig({ DATABASE_URL: url });
    database = connectDatabase(config.databaseUrl, config.tablePrefix);
    await migrateToLatest(database.db, config.tablePrefix);
  }

  function runCli(...args: string[]) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'local',
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
    };
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/staff.cli.ts', ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
  }

  const roles = async () =>
    Object.fromEntries(
      (await database.db.selectFrom('users').select(['email', 'role']).execute()).map((row) => [
        row.email,
        row.role,
      ]),
    );

  it('creates the first admin, keeps the last one, and takes roles back', async () => {
    await open();
    const created = runCli('add', 'Asha@Example.org', '--role', 'admin');
    expect(created.stderr).toBe('');
    expect(created.stdout).toBe(
      'Created the account asha@example.org as admin; they sign in with an e-mail link.\n',
    );
    expect(created.status).toBe(0);
    expect(await roles()).toEqual({ 'asha@example.org': 'admin' });

    const lastAdmin = runCli('remove', 'asha@example.org');
    expect(lastAdmin.stderr).toBe('This is the last admin. Make someone else an admin first.\n');
    expect(lastAdmin.status).toBe(1);

    expect(runCli('add', 'ravi@example.org', '--role', 'admin').status).toBe(0);
    const demoted = runCli('add', 'asha@example.org', '--role', 'staff');
    expect(demoted.stdout).toBe('asha@example.org is now staff (was admin).\n');
    const removed = runCli('remove', 'asha@example.org');
    expect(removed.stdout).toBe('asha@example.org is a visitor again (was staff); the account stays.\n');
    expect(removed.status).toBe(0);
    expect(await roles()).toEqual({ 'asha@example.org': 'visitor', 'ravi@example.org': 'admin' });

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before', 'after'])
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => [entry.action, entry.actor_user_id, entry.before, entry.after])).toEqual([
      ['staff.add', null, null, '{"email":"asha@example.org","role":"admin"}'],
      ['staff.add', null, null, '{"email":"ravi@example.org","role":"admin"}'],
      [
        'staff.add',
        null,
        '{"email":"asha@example.org","role":"admin"}',
        '{"email":"asha@example.org","role":"staff"}',
      ],
      [
        'staff.remove',
        null,
        '{"email":"asha@example.org","role":"staff"}',
        '{"email":"asha@example.org","role":"visitor"}',
      ],
    ]);
  }, 120_000);

  it('refuses a malformed address with exit code 1 and touches nothing', async () => {
    await open();
    const result = runCli('add', 'asha.example.org', '--role', 'staff');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`"asha.example.org" is not a valid e-mail address\n${USAGE}\n`);
    expect(result.stdout).toBe('');
    expect(await roles()).toEqual({});
  });
});
