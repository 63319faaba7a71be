import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSlot, insertVerifiedChallenges } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import {
  createTestApp,
  describeEachDatabase,
  type TestApp,
  type TestDatabaseKind,
  testClock,
  testConfig,
  testDatabases,
} from '../../test/test-app';
import { buildApp } from '../app';
import { NOW, postBooking, VISIT_DATE } from '../bookings/bookings.test-helpers';
import type { Config } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateDatabase } from '../db/migrate';
import { backupDatabase, restoreDatabase } from './backup';

/**
 * A fresh database to restore into: another SQLite file, or a new PostgreSQL database (the
 * archive's tables go into the schema they were taken from, created there). Through PgBouncer
 * (scripts/test-pgbouncer.sh) the test's role owns the new database, as the app's role does in
 * production (docs/deploy.md), and the restore goes to the server itself (DATABASE_DIRECT_URL).
 */
async function freshTarget(kind: TestDatabaseKind, t: TestApp, folder: string) {
  if (kind === 'sqlite')
    return { url: `sqlite:${path.join(folder, 'restored.sqlite')}`, drop: async () => {} };
  const server = process.env.TEST_DATABASE_DIRECT_URL ?? (process.env.TEST_DATABASE_URL as string);
  const name = `h_restore_${randomBytes(5).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  const role = new URL(t.config.databaseUrl).username;
  await asAdmin(`create database ${name}${t.config.databaseDirectUrl ? ` owner ${role}` : ''}`);
  const inNewDatabase = (url: string) => {
    const next = new URL(url);
    next.pathname = `/${name}`;
    return next.toString();
  };
  return {
    url: inNewDatabase(t.config.databaseUrl),
    directUrl: t.config.databaseDirectUrl && inNewDatabase(t.config.databaseDirectUrl),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** Books one visit after another until told to stop; `before` holds those answered before `mark`. */
function keepBooking(t: TestApp, user: { cookie: string }, slotId: string, challengeIds: string[]) {
  const acknowledged: { id: string; beforeMark: boolean }[] = [];
  let marked = false;
  let stopped = false;
  const done = (async () => {
    for (const verificationId of challengeIds) {
      if (stopped) return;
      const response = await postBooking(t, { cookie: user.cookie, slotId, verificationId });
      expect(response.statusCode).toBe(201);
      acknowledged.push({ id: response.json().id, beforeMark: !marked });
    }
  })();
  return {
    acknowledged,
    mark() {
      marked = true;
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeEachDatabase('Backup and restore', (kind) => {
  let t: TestApp;
  let folder: string;

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'visitpass-backup-'));
    t = await createTestApp(kind, {
      now: NOW,
      env: kind === 'sqlite' ? { DATABASE_URL: `sqlite:${path.join(folder, 'live.sqlite')}` } : {},
    });
  });

  afterEach(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies every booking acknowledged before it began while bookings go on, and the restored app serves them', async () => {
    const visitor = await signIn(t, 'backup@example.org');
    const slot = await insertSlot(t.database.db, { date: VISIT_DATE, capacity: 100_000 });
    const challenges = Array.from({ length: 400 }, () => ({ id: randomUUID(), userId: visitor.user.id }));
    await insertVerifiedChallenges(t.database.db, challenges, t.clock(), 120);

    const writer = keepBooking(
      t,
      visitor,
      slot.id,
      challenges.map((challenge) => challenge.id),
    );
    await until(() => writer.acknowledged.length >= 30);
    writer.mark();
    const file = path.join(folder, 'nightly.backup');
    const backup = backupDatabase(t.config, file);
    const countAtStart = writer.acknowledged.length;
    await backup;
    await until(() => writer.acknowledged.length >= countAtStart + 10);
    await writer.stop();
    const before = writer.acknowledged.filter((booking) => booking.beforeMark).map((booking) => booking.id);
    expect(before.length).toBeGreaterThanOrEqual(30);

    const target = await freshTarget(kind, t, folder);
    try {
      const config: Config = { ...t.config, databaseUrl: target.url, databaseDirectUrl: target.directUrl };
      await restoreDatabase(config, file, false);

      const database = connectDatabase(config.databaseUrl, config.tablePrefix, {
        directUrl: config.databaseDirectUrl,
      });
      await migrateDatabase(database);
      const { app } = await buildApp({ config, database, clock: testClock(NOW), logger: false });
      try {
        for (const id of before) {
          const ticket = await app.inject({
            method: 'GET',
            url: `/api/bookings/${id}`,
            headers: { cookie: visitor.cookie },
          });
          expect(ticket.statusCode, id).toBe(200);
          expect(ticket.json().id).toBe(id);
        }
      } finally {
        await app.close();
        await database.db.destroy();
      }

      // The target now holds the app's tables: refused, unless forced.
      await expect(restoreDatabase(config, file, false)).rejects.toThrow(/is not empty.*--force/s);
      await restoreDatabase(config, file, true);
      const again = connectDatabase(config.databaseUrl, config.tablePrefix);
      try {
        const rows = await again.db.selectFrom('bookings').select('id').where('id', 'in', before).execute();
        expect(rows).toHaveLength(before.length);
      } finally {
        await again.db.destroy();
      }
    } finally {
      await target.drop();
    }
  });

  it('names a missing file, a file of another kind, and a backup file that exists already', async () => {
    await expect(restoreDatabase(t.config, path.join(folder, 'none.backup'), false)).rejects.toThrow(
      /No backup file at .*none\.backup/,
    );
    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'not a backup at all');
    await expect(restoreDatabase(t.config, text, false)).rejects.toThrow(/is not a visitpass backup/);
    await expect(backupDatabase(t.config, text)).rejects.toThrow(/exists already/);

    const wrongKind = path.join(folder, 'other.backup');
    writeFileSync(wrongKind, kind === 'sqlite' ? 'PGDMP\u0001\u000e\u0000' : 'SQLite format 3\u0000');
    await expect(restoreDatabase(t.config, wrongKind, false)).rejects.toThrow(
      kind === 'sqlite'
        ? /postgres backup, but DATABASE_URL names a sqlite/
        : /sqlite backup, but DATABASE_URL names a postgres/,
    );
  });
});

// A database shared with other apps: the app's role owns its schema, not the database, so it
// may not create schemas there. Restoring into its own schema must still work.
describe.runIf(testDatabases.includes('postgres'))(
  'Restore by a role that owns only its schema [postgres]',
  () => {
    const server = process.env.TEST_DATABASE_DIRECT_URL ?? (process.env.TEST_DATABASE_URL as string);
    const role = `r_${randomBytes(5).toString('hex')}`;
    let folder: string;
    const asAdmin = async (statements: string[]) => {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      for (const statement of statements) await admin.query(statement);
      await admin.end();
    };
    beforeEach(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'visitpass-backup-'));
      await asAdmin([
        `create role ${role} login`,
        `create schema ${role} authorization ${role}`,
        `alter role ${role} set search_path = ${role}`,
      ]);
    });
    afterEach(async () => {
      await asAdmin([`drop schema if exists ${role} cascade`, `drop role if exists ${role}`]);
      rmSync(folder, { recursive: true, force: true });
    });

    it('replaces the app tables of its schema with --force', async () => {
      const url = new URL(server);
      url.username = role;
      const config = testConfig({ DATABASE_URL: url.toString() });
      const open = () => connectDatabase(config.databaseUrl, config.tablePrefix);
      const database = open();
      const file = path.join(folder, 'shared.backup');
      try {
        await migrateDatabase(database);
        await insertSlot(database.db, { date: VISIT_DATE, capacity: 12 });
        await backupDatabase(config, file);
        await database.db.deleteFrom('slots').execute();
      } finally {
        await database.db.destroy();
      }
      await expect(restoreDatabase(config, file, false)).rejects.toThrow(/is not empty.*--force/s);
      await restoreDatabase(config, file, true);
      const restored = open();
      try {
        expect(await restored.db.selectFrom('slots').select(['date', 'capacity']).execute()).toEqual([
          { date: VISIT_DATE, capacity: 12 },
        ]);
      } finally {
        await restored.db.destroy();
      }
    });
  },
);
