import Database from 'better-sqlite3';
import type { RunningServer } from './server';

/** The dates the server offers now, as the home page's calendar gets them. */
export async function offeredDates(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.url}/api/dates`);
  if (!response.ok) throw new Error(`GET /api/dates answered ${response.status}`);
  return ((await response.json()) as { dates: string[] }).dates;
}

/** Books every seat of every slot of a date, straight in the server's SQLite file. */
export function fillDate(server: RunningServer, date: string, tablePrefix = 'brindavan_'): number {
  const db = new Database(server.databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(`UPDATE ${tablePrefix}slots SET booked = capacity WHERE date = ?`).run(date).changes;
  } finally {
    db.close();
  }
}
