import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../shared/languages';
import { earliestBookableStart } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import type { SeatsRequest, Waitlist, WaitlistEntry } from '../../shared/schemas/holds';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import { say } from '../http/said';
import type { SlotLock } from '../seats/slot-lock';
import { findSlotSeats, heldSeats } from './holds.repository';
import type { Offers } from './offers';
import {
  deleteEntry,
  entriesOf,
  findActiveEntry,
  findEntry,
  insertEntry,
  placeInLine,
} from './waitlist.repository';

export interface WaitlistServiceOptions {
  db: Kysely<Database>;
  database: Pick<DatabaseHandle, 'dialect' | 'writeTransaction'>;
  clock: Clock;
  config: Pick<Config, 'schedule' | 'site'>;
  offers: Offers;
  lockSlots: SlotLock;
  /** The accounts feature's: gives an account with no language the one the visitor joined in. */
  adoptAccountLanguage(trx: Transaction<Database>, userId: string, language: Language): Promise<void>;
}

/** The waiting list of full slots: joining, the visitor's entries, leaving (decision 0024). */
export function createWaitlistService(options: WaitlistServiceOptions) {
  const { db, database, clock, config, offers, lockSlots, adoptAccountLanguage } = options;
  const lookahead = config.schedule.sameDayLookaheadMinutes;

  return {
    /** Joins the slot's list for `seats`, only while that many are not free for the visitor. */
    async join(
      user: CurrentUser,
      input: SeatsRequest,
      context: { origin?: string; language?: Language; accountLanguage?: Language } = {},
    ): Promise<WaitlistEntry> {
      const now = clock();
      const at = now.toISOString();
      const slot = await findSlotSeats(db, input.slotId);
      if (!slot) throw new AppError(404, 'slot_not_found', say('error.slotNotFound'));
      if (isClosedDay(slot.date) || slot.closed)
        throw new AppError(409, 'slot_closed', say('error.slotNoLongerBookable'));
      if (slot.starts_at < earliestBookableStart(now, lookahead).toISOString()) {
        throw new AppError(409, 'slot_not_bookable', say('error.slotNoLongerBookable'));
      }
      if (input.seats > slot.capacity)
        throw new AppError(400, 'too_many_people', say('error.tooManyPeopleForSlot'));
      const id = randomUUID();
      await database.writeTransaction(async (trx) => {
        await lockSlots(trx, [slot.id]);
        if (await findActiveEntry(trx, user.id, slot.id)) {
          throw new AppError(409, 'already_waiting', say('error.alreadyWaiting'));
        }
        const current = await findSlotSeats(trx, slot.id);
        const others = await heldSeats(trx, slot.id, at, user.id);
        if (current && current.booked + others + input.seats <= current.capacity) {
          throw new AppError(409, 'slot_not_full', say('error.slotNotFull'));
        }
        await insertEntry(trx, {
          id,
          user_id: user.id,
          slot_id: slot.id,
          seats: input.seats,
          created_at: at,
          state: 'waiting',
          active: 1,
          link_base: context.origin ?? new URL(config.site.homeSite).origin,
          language: context.language ?? null,
        });
        // As a booking does (BookingContext.accountLanguage): the offer follows it.
        if (context.accountLanguage) await adoptAccountLanguage(trx, user.id, context.accountLanguage);
      });
      return {
        id,
        slotId: slot.id,
        date: slot.date,
        slotLabel: slot.label,
        startsAt: slot.starts_at,
        seats: input.seats,
        joinedAt: at,
        state: 'waiting',
        ahead: await placeInLine(db, slot.id, at, id),
        offer: null,
      };
    },

    /** The visitor's entries of slots still to come, with any live offer. */
    async list(user: CurrentUser): Promise<Waitlist> {
      const now = clock();
      const at = now.toISOString();
      const rows = await entriesOf(db, user.id, at);
      const entries: WaitlistEntry[] = [];
      for (const row of rows) {
        const liveOffer =
          row.state === 'offered' && row.hold_id && row.offer_expires_at && row.offer_expires_at > at;
        // An offer that ran out is passed on by the next write on the slot; it reads as passed now.
        const state = row.state === 'waiting' ? 'waiting' : liveOffer ? 'offered' : 'passed';
        entries.push({
          id: row.id,
          slotId: row.slot_id,
          date: row.date,
          slotLabel: row.label,
          startsAt: row.starts_at,
          seats: row.seats,
          joinedAt: row.created_at,
          state,
          ahead: state === 'waiting' ? await placeInLine(db, row.slot_id, row.created_at, row.id) : 0,
          offer:
            liveOffer && row.hold_id && row.offer_expires_at
              ? { holdId: row.hold_id, expiresAt: row.offer_expires_at }
              : null,
        });
      }
      return { entries };
    },

    /** Leaves the list; a live offer given up goes to the next in line at once. */
    async leave(user: CurrentUser, entryId: string): Promise<void> {
      const entry = await findEntry(db, entryId);
      if (!entry || entry.user_id !== user.id) {
        throw new AppError(404, 'not_found', say('error.waitlistEntryNotFound'));
      }
      await database.writeTransaction(async (trx) => {
        await lockSlots(trx, [entry.slot_id]);
        await deleteEntry(trx, entry.id);
        await offers.offerFreedSeats(trx, entry.slot_id);
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
