import type { Kysely, Transaction } from 'kysely';
import type { KnownAgeBand } from '../../shared/rules/age-bands';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Stands in a walk-in's `user_id`: the party has no account (like `deleted-account`). */
export const WALK_IN = 'walk-in';

/** The slot a walk-in party asks for, with what decides whether it may come in. */
export function findWalkInSlot(db: Db, slotId: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'ends_at', 'closed'])
    .where('id', '=', slotId)
    .executeTakeFirst();
}

export interface NewWalkIn {
  id: string;
  slotId: string;
  date: string;
  slotLabel: string;
  people: number;
  names: string[];
  nationality: { IN: number; OTHER: number } | null;
  /** People per age band, as given; null when not asked. */
  ages: Partial<Record<KnownAgeBand, number>> | null;
  at: string;
}

/** The walk-in's booking: checked in at once, with no account, mobile or people rows. */
export async function insertWalkIn(db: Db, walkIn: NewWalkIn): Promise<void> {
  await db
    .insertInto('bookings')
    .values({
      id: walkIn.id,
      user_id: WALK_IN,
      slot_id: walkIn.slotId,
      date: walkIn.date,
      slot_label: walkIn.slotLabel,
      people: walkIn.people,
      mobile: null,
      status: BOOKING_STATUS.checkedIn,
      created_at: walkIn.at,
      updated_at: walkIn.at,
      walk_in: 1,
      walk_in_names: walkIn.names.length > 0 ? JSON.stringify(walkIn.names) : null,
      nationality_in: walkIn.nationality?.IN ?? null,
      nationality_other: walkIn.nationality?.OTHER ?? null,
      walk_in_ages: walkIn.ages ? JSON.stringify(walkIn.ages) : null,
    })
    .execute();
}
