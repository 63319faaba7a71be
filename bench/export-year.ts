// A year of visits exported as visitors.csv, to see that the export streams: the heap stays
// flat while the file grows. Not part of npm test or npm run bench (it measures memory, not
// req/s). Run: node --expose-gc --import tsx bench/export-year.ts
// EXPORT_BOOKINGS_PER_DAY (default 150, 2–3 people each).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { datesBetween, indiaInstant } from '../src/shared/rules/india-clock';
import { ageOnDate } from '../src/shared/rules/person';

const PER_DAY = Number(process.env.EXPORT_BOOKINGS_PER_DAY ?? 150);
const RANGE = { from: '2025-01-01', to: '2025-12-31' };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'visitpass-export-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent',
    AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    DATABASE_URL: `sqlite:${path.join(dir, 'export.sqlite')}`,
  });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  try {
    await migrateToLatest(database.db, config.tablePrefix);
    let bookings = 0;
    let people = 0;
    await database.db.transaction().execute(async (trx) => {
      for (const date of datesBetween(RANGE.from, RANGE.to)) {
        const startsAt = indiaInstant(date, '10:00').toISOString();
        const slotId = `${date}T10:00`;
        await trx
          .insertInto('slots')
          .values({
            id: slotId,
            date,
            label: '10:00 AM - 06:00 PM',
            starts_at: startsAt,
            ends_at: startsAt,
            capacity: 1000,
          })
          .execute();
        const rows = Array.from({ length: PER_DAY }, (_, index) => ({
          id: `${date}-${String(index).padStart(4, '0')}-booking-id-padding`,
          user_id: 'bench-visitor',
          slot_id: slotId,
          date,
          slot_label: '10:00 AM - 06:00 PM',
          people: 2 + (index % 2),
          mobile: '+919876543210',
          status: index % 5 === 0 ? 0 : 4,
          created_at: startsAt,
          updated_at: startsAt,
          feedback_invited_at: null,
        }));
        await trx.insertInto('bookings').values(rows).execute();
        const persons = rows.flatMap((row) =>
          Array.from({ length: row.people }, (_, position) => ({
            booking_id: row.id,
            position,
            name: position === 0 ? 'राधा कृष्णन' : `Visitor ${position}`,
            gender: 'F',
            dob: '1980-05-17',
            age_at_visit: ageOnDate('1980-05-17', row.date),
            nationality: 'IN',
            document_number: `ID${row.id.slice(0, 15)}${position}`,
          })),
        );
        for (let index = 0; index < persons.length; index += 400)
          await trx
            .insertInto('booking_people')
            .values(persons.slice(index, index + 400))
            .execute();
        bookings += rows.length;
        people += persons.length;
      }
    });

    const { app, services } = await buildApp({ config, database, clock: () => new Date(), logger: false });
    const actor = { id: 'bench-admin', email: 'head@example.org', role: 'admin' } as Parameters<
      typeof services.exports.open
    >[0];
    collect();
    const before = process.memoryUsage().heapUsed;
    // What the export keeps alive: the heap after a full collection, every 2,000 chunks.
    let peak = before;
    let bytes = 0;
    let chunks = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await pipeline(
      await services.exports.open(actor, 'visitors', RANGE),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          chunks += 1;
          if (chunks % 2000 === 0) {
            collect();
            peak = Math.max(peak, process.memoryUsage().heapUsed);
          }
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(`visitors.csv of ${RANGE.from} to ${RANGE.to}: ${bookings} bookings, ${people} people`);
    console.log(
      `file ${mb(bytes)} in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU, full collections included)`,
    );
    console.log(
      `live heap before ${mb(before)}, highest while streaming ${mb(peak)} (+${mb(peak - before)})`,
    );
    await app.close();
  } finally {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
