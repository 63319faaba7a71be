import type { Kysely } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import { isChildAge, isGeneratedPersonId } from '../../shared/rules/person';
import type { Roster, RosterBooking } from '../../shared/schemas/door-offline';
import type { Database } from '../db/schema';
import { findSlotsOn } from './door.repository';
import {
  findLastStatusChanges,
  findMovesAway,
  findRosterBookings,
  findRosterPeople,
  type RosterPersonRow,
  type RosterRow,
} from './door-offline.repository';

/**
 * How far before `since` a delta looks (decision 0057). A write stamps `updated_at` with the
 * clock of its instance when it starts, and commits a little later; a roster read in between
 * answers a `syncedAt` after that stamp without seeing the write. Instances' clocks also differ
 * a little. Looking back this far sends the last two minutes' changes twice, which the device
 * merges by id, and never misses one that committed late or was stamped by a slower clock.
 */
export const SINCE_OVERLAP_MS = 2 * 60_000;

/**
 * The last 4 characters of a document, or null when there is none to check: erased, or an id
 * the booking made up for a visitor who gave none (its last characters would send staff
 * looking for a document that does not exist).
 */
const documentLast4 = (number: string | null) =>
  number === null || isGeneratedPersonId(number) ? null : number.slice(-4);

/**
 * The instant from which changes are sent, or null for the whole day: no `since`, an
 * unreadable one (the query schema lets it through as undefined), one from before today
 * (India) or one later than this server could have given.
 */
export function changedFrom(since: string | undefined, now: Date): string | null {
  if (since === undefined) return null;
  const instant = Date.parse(since);
  if (Number.isNaN(instant)) return null;
  const dayStart = indiaInstant(indiaDateOf(now), '00:00').getTime();
  if (instant < dayStart || instant > now.getTime() + SINCE_OVERLAP_MS) return null;
  return new Date(instant - SINCE_OVERLAP_MS).toISOString();
}

function toRosterBooking(
  row: RosterRow,
  people: RosterPersonRow[],
  statusChangedAt: string | null,
): RosterBooking {
  const walkInNames = row.walk_in_names ? (JSON.parse(row.walk_in_names) as string[]) : [];
  const mobileDigits = row.mobile?.replace(/\D/g, '') ?? '';
  return {
    id: row.id,
    slotId: row.slot_id,
    status: row.status,
    people: row.people,
    names: row.walk_in === 1 ? walkInNames : people.map((person) => person.name),
    ages: people.map((person) => person.age_at_visit),
    children: people.map((person) => isChildAge(person.age_at_visit)),
    documentsLast4: people.map((person) => documentLast4(person.document_number)),
    mobileLast4: mobileDigits ? mobileDigits.slice(-4) : null,
    walkIn: row.walk_in === 1,
    statusChangedAt,
  };
}

/**
 * Today's roster for the door's offline copy (issue 25): every booking of the India date, in
 * any status, with only what the door shows. Never a date of birth, a full document number or
 * a mobile: the answer is built field by field from rows that hold none of the first.
 */
export function createDoorRoster({
  db,
  clock,
  earlyMinutes,
}: {
  db: Kysely<Database>;
  clock: Clock;
  /** DOOR_EARLY_MINUTES: the device decides offline with the server's entry window. */
  earlyMinutes: number;
}) {
  /** Ids that stood on `date` and were moved to another date since `from`. */
  async function movedAway(date: string, from: string, listed: Set<string>): Promise<string[]> {
    const removed = new Set<string>();
    for (const move of await findMovesAway(db, date, from)) {
      const before = move.before ? (JSON.parse(move.before) as { date?: string }) : {};
      // Listed as today's (it moved back, or the bookings were read before the move): the
      // booking wins; the next delta still reaches back to the move.
      if (before.date === date && !listed.has(move.subject)) removed.add(move.subject);
    }
    return [...removed];
  }

  return {
    async roster(since: string | undefined): Promise<Roster> {
      // Taken before anything is read: a change committed during the reads is sent again next time.
      const now = clock();
      const date = indiaDateOf(now);
      const from = changedFrom(since, now);
      const [slots, rows, people, changes] = await Promise.all([
        findSlotsOn(db, date),
        findRosterBookings(db, date, from),
        findRosterPeople(db, date, from),
        findLastStatusChanges(db, date, from),
      ]);
      const peopleOf = new Map<string, RosterPersonRow[]>();
      for (const person of people) {
        const list = peopleOf.get(person.booking_id) ?? [];
        list.push(person);
        peopleOf.set(person.booking_id, list);
      }
      const changedAt = new Map(changes.map((change) => [change.booking_id, change.at as string]));
      const bookings = rows.map((row) =>
        toRosterBooking(row, peopleOf.get(row.id) ?? [], changedAt.get(row.id) ?? null),
      );
      const listed = new Set(rows.map((row) => row.id));
      return {
        date,
        slots: slots.map((slot) => ({
          id: slot.id,
          label: slot.label,
          startsAt: slot.starts_at,
          endsAt: slot.ends_at,
          entryOpensAt: new Date(Date.parse(slot.starts_at) - earlyMinutes * 60_000).toISOString(),
        })),
        bookings,
        removed: from === null ? [] : await movedAway(date, from, listed),
        syncedAt: now.toISOString(),
        complete: from === null,
      };
    },
  };
}

export type DoorRoster = ReturnType<typeof createDoorRoster>;
