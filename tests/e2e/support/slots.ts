import { expect } from 'vitest';
import { indiaDateOf } from '../../../src/shared/rules/india-clock';
import { runSql } from './db';
import type { RunningServer } from './server';

export interface ApiSlot {
  id: string;
  label: string;
  booked: number;
  full: boolean;
}

/** The dates the server offers now, as the home page's calendar gets them. */
export async function offeredDates(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.url}/api/dates`);
  if (!response.ok) throw new Error(`GET /api/dates answered ${response.status}`);
  return ((await response.json()) as { dates: string[] }).dates;
}

/** The dates after today (India) that the server offers, so their slots are hours away; at least `count`. */
export async function futureDates(server: RunningServer, count: number): Promise<string[]> {
  const today = indiaDateOf(new Date());
  const later = (await offeredDates(server)).filter((date) => date > today);
  expect(later.length, 'offered dates after today').toBeGreaterThanOrEqual(count);
  return later;
}

export async function slotsOn(server: RunningServer, date: string): Promise<ApiSlot[]> {
  const response = await fetch(`${server.url}/api/slots?date=${date}`);
  return ((await response.json()) as { slots: ApiSlot[] }).slots;
}

/** The slots of a date that still have a seat (full ones are listed too, for their waiting lists). */
export async function bookableSlotsOn(server: RunningServer, date: string): Promise<ApiSlot[]> {
  return (await slotsOn(server, date)).filter((slot) => !slot.full);
}

/** Books every seat of every slot of a date, straight in the server's SQLite file. */
export function fillDate(server: RunningServer, date: string, tablePrefix = 'brindavan_'): number {
  return runSql(server, `UPDATE ${tablePrefix}slots SET booked = capacity WHERE date = ?`, date);
}
