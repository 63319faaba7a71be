import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { MIGRATION_NAMES } from '../db/migrate';

describeEachDatabase('health and readiness', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const ready = () => t.app.inject('/api/health/ready');

  it('answers alive and ready on a migrated database that answers', async () => {
    const alive = await t.app.inject('/api/health');
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is not ready while a migration of this version has not run', async () => {
    const last = MIGRATION_NAMES.at(-1) as string;
    await sql`delete from ${sql.table(`${t.config.tablePrefix}migration`)} where name = ${last}`.execute(
      t.database.db,
    );
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([
      503,
      { status: 'unavailable', reason: 'migrations_not_current' },
    ]);
  });

  it('is not ready once draining for a shutdown, while still alive', async () => {
    expect((await ready()).statusCode).toBe(200);
    t.services.health.drain();
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'unavailable', reason: 'draining' }]);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer, and says so without a 500', async () => {
    await t.database.db.destroy();
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([
      503,
      { status: 'unavailable', reason: 'database_unreachable' },
    ]);
  });
});
