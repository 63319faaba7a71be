import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createAuditService } from '../audit/audit.service';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createScheduleService } from './schedule.service';
import { parseArgs, USAGE } from './slots-command';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function runCli(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/slots.cli.ts', ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
}

describe('slots CLI arguments', () => {
  it('accepts a range in either option order', () => {
    expect(parseArgs(['generate', '--from', '2026-12-01', '--to', '2026-12-31'])).toEqual({
      ok: true,
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(parseArgs(['generate', '--to', '2026-12-01', '--from', '2026-12-01'])).toMatchObject({ ok: true });
  });

  it('refuses a range reaching year 9999 at once, without listing its days', () => {
    expect(parseArgs(['generate', '--from', '2026-01-01', '--to', '9999-12-31'])).toEqual({
      ok: false,
      problem: 'the range covers 2912443 days; at most 366 at a time',
    });
  });

  it('accepts 366 days (a leap year) and refuses 367', () => {
    expect(parseArgs(['generate', '--from', '2028-01-01', '--to', '2028-12-31'])).toMatchObject({ ok: true });
    expect(parseArgs(['generate', '--from', '2028-01-01', '--to', '2029-01-01'])).toEqual({
      ok: false,
      problem: 'the range covers 367 days; at most 366 at a time',
    });
  });

  it.each([
    [[], 'the only command is "generate"'],
    [['delete', '--from', '2026-12-01', '--to', '2026-12-02'], 'the only command is "generate"'],
    [['generate', '--from', '2026-12-01'], 'both --from and --to are needed'],
    [['generate', '--from', '2026-12-01', '--to'], '--to needs a date'],
    [['generate', '--from', '2026-12-01', '--until', '2026-12-02'], 'unknown option "--until"'],
    [
      ['generate', '--from', '2027-02-29', '--to', '2027-03-01'],
      '"2027-02-29" is not a real date written as YYYY-MM-DD',
    ],
    [
      ['generate', '--from', '1-12-2026', '--to', '2026-12-02'],
      '"1-12-2026" is not a real date written as YYYY-MM-DD',
    ],
    [
      ['generate', '--from', '2026-12-02', '--to', '2026-12-01'],
      '--from (2026-12-02) is after --to (2026-12-01)',
    ],
  ])('refuses %j', (args, problem) => {
    expect(parseArgs(args)).toEqual({ ok: false, problem });
  });
});

/** The CLI's database in a data folder, migrated, with the schedule service the CLI uses. */
async function openSchedule(dataDir: string) {
  const config = testConfig({ DATA_DIR: dataDir });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);
  const clock = () => new Date();
  const service = createScheduleService({
    database,
    clock,
    seed: config.schedule,
    audit: createAuditService({ db: database.db, clock }),
    horizonDays: 0,
  });
  return { database, service };
}

describe('slots CLI run', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds the missing slots of the range and leaves existing ones as they were', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-cli-'));
    const { database, service } = await openSchedule(dataDir);
    await service.generate(null, { from: '2026-12-01', to: '2026-12-01' });
    await database.db.updateTable('slots').set({ booked: 7 }).where('id', '=', '2026-12-01T09:30').execute();

    // 2026-12-01 to 2026-12-03: 39 planned slots, 13 of which exist already.
    const result = runCli(['generate', '--from', '2026-12-01', '--to', '2026-12-03'], dataDir);

    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Added 26 slots from 2026-12-01 to 2026-12-03');
    expect(result.status).toBe(0);
    const rows = await database.db.selectFrom('slots').select(['id', 'booked']).orderBy('id').execute();
    expect(rows).toHaveLength(39);
    expect(rows[0]).toEqual({ id: '2026-12-01T09:30', booked: 7 });
    await database.db.destroy();
  });

  it('adds no slot between the existing ones after a slot length changed, and says so per day', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-cli-'));
    const { database, service } = await openSchedule(dataDir);
    // Friday and Saturday filled with 30-minute slots; then Saturdays last 45 minutes.
    await service.generate(null, { from: '2026-12-04', to: '2026-12-05' });
    await database.db
      .updateTable('schedule_days')
      .set({ slot_minutes: 45 })
      .where('weekday', '=', 6)
      .execute();

    const result = runCli(['generate', '--from', '2026-12-04', '--to', '2026-12-06'], dataDir);

    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'Added 13 slots from 2026-12-04 to 2026-12-06; existing slots were left as they were.\n' +
        "Saturday 2026-12-05: 4 slots not added: they overlap the day's 13 existing slots.\n",
    );
    const saturday = await database.db
      .selectFrom('slots')
      .select('id')
      .where('date', '=', '2026-12-05')
      .execute();
    expect(saturday).toHaveLength(13);
    await database.db.destroy();
  });

  it('stops with the usage and exit code 2 on a bad date', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-cli-'));
    const result = runCli(['generate', '--from', '2026-13-01', '--to', '2026-12-03'], dataDir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`"2026-13-01" is not a real date written as YYYY-MM-DD\n${USAGE}\n`);
    expect(result.stdout).toBe('');
  });
});
