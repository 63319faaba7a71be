import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { earliestBookableStart, lastBookableMoment } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { addDays, indiaDateOf, indiaInstant, indiaTimeOf } from '../../shared/rules/india-clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { MailService } from '../mail/mail.service';
import { laterMailLanguage } from '../mail/mail-texts';
import type { SlotLock } from '../seats/slot-lock';
import { deleteHolds, findSlotSeats, heldSeats, insertHold } from './holds.repository';
import { offerMail } from './offer-mail';
import { lapsedOffers, setState, slotsWithWaiting, waitingEntries } from './waitlist.repository';

/** ≥ 120 bits from a secure source: a hold's id is all it takes to book with it. */
export function newHoldId(): string {
  return randomBytes(16).toString('base64url');
}

/** When seats given out now for `minutes` stop being held: never past the slot's last moment. */
export function holdExpiry(now: Date, minutes: number, startsAt: string, lookaheadMinutes: number): Date {
  return new Date(Math.min(now.getTime() + minutes * 60_000, lastBookableMoment(startsAt, lookaheadMinutes)));
}

/** An offer ends no earlier than this India time in the morning, so there is an hour of it left. */
const MORNING_DEADLINE = '09:00';
const NIGHT_FROM = '21:00';

/**
 * When an offer made now stops holding its seats: OFFER_MINUTES on, but one that would end
 * at night (from 21:00 to 09:00 India time) runs on to 09:00, the first hour of the morning
 * (decision 0040); never past the slot's last bookable moment.
 */
export function offerExpiry(now: Date, minutes: number, startsAt: string, lookaheadMinutes: number): Date {
  const last = lastBookableMoment(startsAt, lookaheadMinutes);
  const plain = new Date(now.getTime() + minutes * 60_000);
  const time = indiaTimeOf(plain);
  let ends = plain;
  if (time >= NIGHT_FROM) ends = indiaInstant(addDays(indiaDateOf(plain), 1), MORNING_DEADLINE);
  else if (time < MORNING_DEADLINE) ends = indiaInstant(indiaDateOf(plain), MORNING_DEADLINE);
  return new Date(Math.min(ends.getTime(), last));
}

/** The offer link: the booking page with the slot and the number of seats chosen. */
export function offerLink(linkBase: string, slotId: string, seats: number): string {
  const url = new URL('/', linkBase);
  url.searchParams.set('slot', slotId);
  url.searchParams.set('seats', String(seats));
  return url.toString();
}

export interface OffersOptions {
  db: Kysely<Database>;
  database: Pick<DatabaseHandle, 'dialect' | 'writeTransaction'>;
  clock: Clock;
  config: Pick<Config, 'offerMinutes' | 'organisation' | 'schedule'>;
  mail: Pick<MailService, 'template'>;
  log?: FastifyBaseLogger;
  lockSlots: SlotLock;
}

/**
 * Offers to the waiting list (decision 0024). Whenever seats of a slot may have come free,
 * `offerFreedSeats` runs inside the transaction that freed them: it passes on offers that ran
 * out, then gives the free seats to the waiting entries in the order they joined, each whose
 * party fits getting an offer hold and a mail. The slot stays locked throughout, so an offer
 * can never push booked + held past capacity.
 */
export function createOffers(options: OffersOptions) {
  const { db, database, clock, config, mail, log, lockSlots } = options;
  const lookahead = config.schedule.sameDayLookaheadMinutes;

  const queueOfferMail = mail.template('waitlist-offer', offerMail(config));

  /**
   * In the caller's transaction: offers the slot's free seats to its waiting list. Returns
   * how many offers were made. Call it after any change that may free seats (a cancellation,
   * a refusal at the door, a hold released, a capacity raised, a slot reopened); the offer mail
   * goes once the caller's transaction has committed.
   */
  async function offerFreedSeats(trx: Transaction<Database>, slotId: string): Promise<number> {
    const now = clock();
    const at = now.toISOString();
    await lockSlots(trx, [slotId]);
    // Offers that ran out unclaimed pass on: their entries leave the line.
    const lapsed = await lapsedOffers(trx, slotId, at);
    await deleteHolds(
      trx,
      lapsed.flatMap((offer) => (offer.hold_id ? [offer.hold_id] : [])),
    );
    await setState(
      trx,
      lapsed.map((offer) => offer.entry_id),
      'passed',
    );

    const slot = await findSlotSeats(trx, slotId);
    if (!slot || slot.closed || isClosedDay(slot.date)) return 0;
    if (now.getTime() >= lastBookableMoment(slot.starts_at, lookahead)) return 0;
    let free = slot.capacity - slot.booked - (await heldSeats(trx, slotId, at));
    if (free <= 0) return 0;

    const expires = offerExpiry(now, config.offerMinutes, slot.starts_at, lookahead);
    // Someone already holding seats here is in the middle of booking them: not offered more.
    const holding = new Set(
      (
        await trx
          .selectFrom('holds')
          .select('user_id')
          .where('slot_id', '=', slotId)
          .where('expires_at', '>', at)
          .execute()
      ).map((row) => row.user_id),
    );
    let offered = 0;
    for (const entry of await waitingEntries(trx, slotId)) {
      if (free <= 0) break;
      // First come first served among the parties that fit; a larger one keeps its place.
      if (entry.seats > free || holding.has(entry.user_id)) continue;
      await insertHold(trx, {
        id: newHoldId(),
        user_id: entry.user_id,
        slot_id: slotId,
        seats: entry.seats,
        created_at: at,
        expires_at: expires.toISOString(),
        waitlist_id: entry.id,
      });
      await setState(trx, [entry.id], 'offered');
      const user = await trx
        .selectFrom('users')
        .select(['email', 'locale'])
        .where('id', '=', entry.user_id)
        .executeTakeFirst();
      if (user) {
        const link = offerLink(entry.link_base, slotId, entry.seats);
        const offer = {
          date: slot.date,
          label: slot.label,
          seats: entry.seats,
          expires: expires.toISOString(),
          link,
          language: laterMailLanguage(user.locale, entry.language),
        };
        await queueOfferMail(trx, user.email, offer);
      }
      free -= entry.seats;
      offered += 1;
    }
    return offered;
  }

  return {
    offerFreedSeats,

    /**
     * The lazy part's safety net, run every minute by each instance: seats freed by holds
     * that simply ran out, and offers nobody claimed, reach the waiting list even when no
     * request touches the slot. Each slot is its own short transaction.
     */
    async sweep(): Promise<number> {
      const now = clock();
      const from = earliestBookableStart(now, lookahead).toISOString();
      let offered = 0;
      for (const { slot_id } of await slotsWithWaiting(db, from)) {
        try {
          offered += await database.writeTransaction((trx) => offerFreedSeats(trx, slot_id));
        } catch (error) {
          log?.warn({ err: error, slotId: slot_id }, 'waiting-list offers failed');
        }
      }
      return offered;
    },
  };
}

export type Offers = ReturnType<typeof createOffers>;
