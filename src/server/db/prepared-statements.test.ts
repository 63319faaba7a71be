import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

const PREFIX = 'ps_';

// Decision 0067: on PostgreSQL each connection keeps the statements it ran prepared under a
// name, so the server parses and plans a text once per connection.
describe.runIf(process.env.TEST_DATABASE_URL)('statements kept prepared [postgres]', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  const open = (preparedStatements: boolean) => {
    // The server itself even in the PgBouncer pass: names cannot go through transaction pooling.
    database = connectDatabase(testDatabase.directUrl ?? testDatabase.url, PREFIX, { preparedStatements });
    return database;
  };

  beforeEach(async () => {
    testDatabase = await createTestDatabase('postgres');
    await migrateToLatest(open(true).db, PREFIX);
  });
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  const auditEntry = (id: string) => ({
    id,
    at: '2026-11-27T00:00:00.000Z',
    actor_user_id: null,
    action: 'test',
    subject: id,
    before: null,
    after: null,
  });
  const insertLater = preparedQuery<{ id: string }>({ deferred: true })((db, value) =>
    db.insertInto('audit_log').values({ ...auditEntry(''), id: value('id'), subject: value('id') }),
  );
  const insertText = () => database.db.insertInto('audit_log').values(auditEntry('x')).compile().sql;
  /**
   * How many statements of this text the connection holds prepared, after running the insert's
   * text on it once more. Run one after another, the tests' queries reuse the pool's one client.
   */
  const preparedOnConnection = (text: string) =>
    database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('audit_log')
        .values(auditEntry(`probe-${Math.random()}`))
        .execute();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement = ${text}`.execute(trx);
      return rows[0]?.n;
    });

  it('prepares a statement once on its connection and runs it again by name', async () => {
    expect(await preparedOnConnection(insertText())).toBe(1);
    expect(await preparedOnConnection(insertText())).toBe(1);
    const ids = await database.db.selectFrom('audit_log').select('id').execute();
    expect(ids).toHaveLength(2);
  });

  it('prepares nothing when told not to (behind PgBouncer 1.18)', async () => {
    await database.db.destroy();
    open(false);
    expect(await preparedOnConnection(insertText())).toBe(0);
  });

  it('keeps working after a pipeline failed before a new statement was parsed', async () => {
    const fresh = () => database.db.selectFrom('audit_log').select('subject').where('action', '=', 'fresh');
    const failed = database.writeTransaction(async (trx) => {
      await trx.insertInto('audit_log').values(auditEntry('same')).execute();
      // Held back, then sent ahead of the fresh select: it fails, so the server skips the
      // select's parse, and its name must not count as prepared.
      await insertLater(trx, { id: 'same' });
      await trx.selectFrom('audit_log').select('subject').where('action', '=', 'fresh').execute();
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    await expect(fresh().execute()).resolves.toEqual([]);
    expect(await preparedOnConnection(fresh().compile().sql)).toBe(1);
  });

  it('reads a table whose columns a migration changed under a prepared `select *`', async () => {
    await database.db.insertInto('audit_log').values(auditEntry('before')).execute();
    const everything = () => database.db.selectFrom('audit_log').selectAll().execute();
    expect(await everything()).toHaveLength(1);
    await sql`alter table ${sql.table(`${PREFIX}audit_log`)} add column note text`.execute(database.db);
    const rows = await everything();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveProperty('note', null);
  });

  it('goes on unnamed, saying why, when the server forgets its statements (a pooler in front)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await database.db.connection().execute(async (connection) => {
        const count = () =>
          connection.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n'));
        await count().execute();
        await sql`deallocate all`.execute(connection);
        // As if another server connection answered: the name is unknown there.
        await expect(count().executeTakeFirst()).resolves.toEqual({ n: expect.anything() });
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/PgBouncer/);
      expect(await preparedOnConnection(insertText())).toBe(0);
    } finally {
      warn.mockRestore();
    }
  });
});
