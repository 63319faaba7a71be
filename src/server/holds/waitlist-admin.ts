import type { Kysely } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf } from '../../shared/rules/india-clock';
import type { AdminWaitlist } from '../../shared/schemas/front-desk-mail';
import type { Database } from '../db/schema';

/** The slots of a date, and who is waiting or holds an offer in them (entries still active). */
async function waitlistOfDate(db: Kysely<Database>, date: string) {
  const slots = await db
    .selectFrom('slots')
    .select(['id', 'label', 'starts_at'])
    .where('date', '=', date)
    .orderBy('starts_at')
    .execute();
  const entries = await db
    .selectFrom('waitlist')
    .innerJoin('slots', 'slots.id', 'waitlist.slot_id')
    .innerJoin('users', 'users.id', 'waitlist.user_id')
    .leftJoin('holds', 'holds.waitlist_id', 'waitlist.id')
    .select([
      'waitlist.slot_id',
      'waitlist.seats',
      'waitlist.created_at',
      'waitlist.state',
      'users.email',
      'holds.created_at as offered_at',
      'holds.expires_at',
    ])
    .where('slots.date', '=', date)
    .where('waitlist.active', '=', 1)
    .orderBy('waitlist.created_at')
    .orderBy('waitlist.id')
    .execute();
  return { slots, entries };
}

/** The waiting lists for admins: per slot of the date, who waits and who holds an offer. */
export function createWaitlistAdmin(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async ofDate(date?: string): Promise<AdminWaitlist> {
      const now = clock().toISOString();
      const day = date ?? indiaDateOf(clock());
      const { slots, entries } = await waitlistOfDate(db, day);
      return {
        date: day,
        slots: slots.map((slot) => {
          const mine = entries.filter((entry) => entry.slot_id === slot.id);
          // An offer whose hold has lapsed waits for the sweep to pass it on: not live.
          const live = mine.filter(
            (entry) => entry.state === 'offered' && entry.expires_at !== null && entry.expires_at > now,
          );
          return {
            id: slot.id,
            label: slot.label,
            startsAt: slot.starts_at,
            waiting: mine
              .filter((entry) => entry.state === 'waiting')
              .map((entry) => ({ email: entry.email, seats: entry.seats, since: entry.created_at })),
            offers: live.map((entry) => ({
              email: entry.email,
              seats: entry.seats,
              since: entry.offered_at as string,
              expiresAt: entry.expires_at as string,
            })),
          };
        }),
      };
    },
  };
}

export type WaitlistAdmin = ReturnType<typeof createWaitlistAdmin>;
