import type { Transaction } from 'kysely';
import type { KnownAgeBand } from '../../shared/rules/age-bands';
import { slotEnded } from '../../shared/rules/attendance';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf } from '../../shared/rules/india-clock';
import type { DoorBooking } from '../../shared/schemas/door';
import type { WalkInRequest } from '../../shared/schemas/walk-ins';
import { texts } from '../../shared/texts';
import { walkInTexts } from '../../shared/walk-in-texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import type { Seats } from '../seats/seats';
import { insertStatusEvent } from './bookings.repository';
import { newBookingId } from './bookings.service';
import type { DoorService } from './door.service';
import { findWalkInSlot, insertWalkIn, WALK_IN } from './walk-ins.repository';

/** The bands with a count above 0, or null when staff gave none. */
function agesGiven(ages: WalkInRequest['ages']): Partial<Record<KnownAgeBand, number>> | null {
  const given = Object.entries(ages ?? {}).filter(([, people]) => (people ?? 0) > 0);
  return given.length > 0 ? Object.fromEntries(given) : null;
}

export interface WalkInsOptions {
  database: DatabaseHandle;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  seats: Pick<Seats, 'take' | 'takeBeyondCapacity'>;
  /** The booking as the door shows it, once admitted. */
  door: Pick<DoorService, 'view'>;
}

/**
 * Walk-in parties (issue 24): admitted at the door to today's slot under way or the next, as
 * a booking checked in at once. Their seats are taken through the seats module like any
 * booking's; a full slot refuses them unless an admin forces it with a reason.
 */
export function createWalkIns(options: WalkInsOptions) {
  const { database, clock, audit, seats, door } = options;
  const { db, writeTransaction } = database;

  /** True when the seats were taken beyond what was free (an admin's forced walk-in). */
  async function takeSeats(
    trx: Transaction<Database>,
    slot: { id: string; label: string },
    request: WalkInRequest,
  ): Promise<boolean> {
    const seatsRequest = { userId: WALK_IN, slotId: slot.id, seats: request.people, earliestStart: null };
    try {
      await seats.take(trx, seatsRequest);
      return false;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'slot_full') throw error;
      if (!request.force) throw new AppError(409, 'slot_full', walkInTexts.walkInSlotFull(slot.label));
      await seats.takeBeyondCapacity(trx, slot.id, request.people);
      return true;
    }
  }

  return {
    async admit(actor: CurrentUser, request: WalkInRequest): Promise<DoorBooking> {
      // Checked first, so staff learn the rule whether or not the slot happens to be full.
      if (request.force && actor.role !== 'admin') {
        throw new AppError(403, 'forbidden', walkInTexts.walkInForceAdminOnly);
      }
      const now = clock();
      const slot = await findWalkInSlot(db, request.slotId);
      if (!slot) throw new AppError(404, 'slot_not_found', texts.slotNotFound);
      if (slot.date !== indiaDateOf(now) || slotEnded(slot.ends_at, now)) {
        throw new AppError(409, 'slot_not_open', walkInTexts.walkInSlotNotOpen);
      }
      if (slot.closed) throw new AppError(409, 'slot_closed', walkInTexts.walkInSlotClosed);

      const id = newBookingId();
      const at = now.toISOString();
      const names = (request.names ?? []).filter((name) => name !== '');
      const reason = request.reason ?? null;
      await writeTransaction(async (trx) => {
        await insertWalkIn(trx, {
          id,
          slotId: slot.id,
          date: slot.date,
          slotLabel: slot.label,
          people: request.people,
          names,
          nationality: request.nationality ?? null,
          ages: agesGiven(request.ages),
          at,
        });
        const forced = await takeSeats(trx, slot, request);
        await insertStatusEvent(trx, {
          bookingId: id,
          from: null,
          to: BOOKING_STATUS.checkedIn,
          byUserId: actor.id,
          at,
          reason,
          forced,
        });
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'booking.walk_in',
          subject: id,
          before: null,
          after: { slotId: slot.id, people: request.people, forced, reason },
        });
      });
      return (await door.view(id, actor)) as DoorBooking;
    },
  };
}

export type WalkIns = ReturnType<typeof createWalkIns>;
