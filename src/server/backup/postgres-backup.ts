import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { sessionNoticeFunctionName, sessionNoticeFunctionSql } from '../db/session-notices';
import { BackupError } from './backup-file';

/**
 * pg_dump and pg_restore read the URL with libpq, which takes `options=-c search_path=…` only
 * percent-encoded ('+' is not a space to it). They are told the schema explicitly instead.
 */
function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('options');
  return url.toString();
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', (error) =>
      reject(
        new BackupError(
          `Could not run ${command} (Debian: apt-get install postgresql-client): ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed:\n${errors.trim()}`)),
    );
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function currentSchema(databaseUrl: string): Promise<string> {
  const schema = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
    return rows[0]?.schema;
  });
  if (!schema)
    throw new BackupError('The database has no current schema (check search_path in DATABASE_URL).');
  return schema;
}

/**
 * `pg_dump -Fc` of the app's tables only (the schema's tables named with TABLE_PREFIX), so
 * other apps sharing the database are neither copied nor, on restore, touched. pg_dump reads
 * inside one repeatable-read transaction: a consistent copy while the instances keep writing.
 */
export async function backupPostgres(databaseUrl: string, prefix: string, target: string): Promise<void> {
  if (existsSync(target)) throw new BackupError(`${target} exists already; name a new file.`);
  const schema = await currentSchema(databaseUrl);
  try {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--table=${schema}.${prefix}*`,
      `--file=${target}`,
      `--dbname=${libpqUrl(databaseUrl)}`,
    ]);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
}

/** The schema the archive's tables belong to, from its table of contents. */
async function schemaOfArchive(backupFile: string): Promise<string> {
  const list = await new Promise<string>((resolve, reject) => {
    const child = spawn('pg_restore', ['--list', backupFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (error) => reject(new BackupError(`Could not run pg_restore: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new BackupError(`${backupFile} is not a readable pg_dump archive.`)),
    );
  });
  const schema = /^\d+; \d+ \d+ TABLE (\S+) /m.exec(list)?.[1];
  if (!schema) throw new BackupError(`${backupFile} holds no tables.`);
  return schema;
}

/**
 * Loads an archive into the database of DATABASE_URL, in the schema it was taken from
 * (`public` in a usual deployment). Refuses a schema that already holds the app's tables
 * unless forced; forced, pg_restore drops those tables first. One transaction: all or nothing.
 */
export async function restorePostgres(
  backupFile: string,
  databaseUrl: string,
  prefix: string,
  force: boolean,
): Promise<void> {
  const schema = await schemaOfArchive(backupFile);
  const existing = await withClient(databaseUrl, async (client) => {
    // Created only when missing: `create schema if not exists` needs the right to create
    // schemas in the database even when the schema is there, which a role that owns only its
    // schema (a database shared with other apps) does not have.
    const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (rowCount === 0) await client.query(`create schema "${schema}"`);
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_tables where schemaname = $1 and starts_with(tablename, $2)',
      [schema, prefix],
    );
    return rows[0]?.n ?? 0;
  });
  if (existing > 0 && !force) {
    throw new BackupError(
      `The database is not empty: schema ${schema} holds the app's tables. Restore into an empty database, or pass --force to replace them.`,
    );
  }
  // The archive's triggers call this function, which pg_dump of the app's tables does not carry.
  await withClient(databaseUrl, (client) =>
    client.query(sessionNoticeFunctionSql(`"${schema}".${sessionNoticeFunctionName(prefix)}`)),
  );
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(existing > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${libpqUrl(databaseUrl)}`,
    backupFile,
  ]);
}
