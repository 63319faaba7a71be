import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { datesBetween, type IsoDate, indiaTimeOf } from '../../shared/rules/india-clock';
import { twelveHourText } from '../../shared/rules/slot-schedule';
import type { AdminSlot, SlotBookings, SlotCalendar } from '../../shared/schemas/museum';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import type { Seats } from '../seats/seats';
import {
  findAdminSlot,
  findClosuresBetween,
  findSlotBookings,
  findSlotsBetween,
  heldSeatsBetween,
  liveHoldsOn,
  setCapacity,
  setClosed,
} from './slots-admin.repository';

export const LAST_TUESDAY_REASON = 'Closed on the last Tuesday of every month';

type SlotRow = NonNullable<Awaited<ReturnType<typeof findAdminSlot>>>;

const toAdminSlot = (row: SlotRow, held: number): AdminSlot => ({
  id: row.id,
  label: row.label,
  startsAt: row.starts_at,
  capacity: row.capacity,
  booked: row.booked,
  held,
  closed: row.closed === 1,
});

const seatsText = (seats: number) => (seats === 1 ? '1 seat is' : `${seats} seats are`);

/**
 * Seats held for visitors who are booking now count like booked ones: lowering the capacity
 * under them is refused until the holds end, rather than releasing seats a visitor was
 * promised while they prove their number (issue 20, item 16).
 */
function capacityBelowHeld(id: string, booked: number, held: number, until: string): AppError {
  const heldText = held === 1 ? '1 is' : `${held} are`;
  const untilText = twelveHourText(indiaTimeOf(new Date(until)));
  return new AppError(
    409,
    'capacity_below_held',
    `${seatsText(booked)} booked in this slot and ${heldText} held for visitors who are booking them now (until ${untilText} at the latest), so its capacity cannot go below ${booked + held} before then.`,
    { booked, held, heldUntil: until, bookingsUrl: `/api/admin/slots/${encodeURIComponent(id)}/bookings` },
  );
}

/** The admin's view of slots: the calendar of a range, one slot's capacity and closing. */
export function createSlotsAdminService(deps: {
  database: Pick<DatabaseHandle, 'db' | 'writeTransaction'>;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  /** Seats a capacity raise or a reopened slot frees go to its waiting list first. */
  seats: Pick<Seats, 'lockSlots' | 'offerFreed'>;
}) {
  const { database, clock, audit, seats } = deps;
  const { db, writeTransaction } = database;

  return {
    async calendar(from: IsoDate, to: IsoDate): Promise<SlotCalendar> {
      const slots = await findSlotsBetween(db, from, to);
      const held = await heldSeatsBetween(db, from, to, clock().toISOString());
      const closures = new Map((await findClosuresBetween(db, from, to)).map((row) => [row.date, row]));
      return {
        from,
        to,
        days: datesBetween(from, to).map((date) => {
          const closure = closures.get(date);
          return {
            date,
            closure: isClosedDay(date)
              ? { kind: 'rule' as const, reason: LAST_TUESDAY_REASON }
              : closure
                ? { kind: 'closure' as const, reason: closure.reason }
                : null,
            slots: slots
              .filter((slot) => slot.date === date)
              .map((slot) => toAdminSlot(slot, held.get(slot.id) ?? 0)),
          };
        }),
      };
    },

    /** Capacity never below what is booked; closing keeps the slot's bookings. Audited. */
    async change(actor: CurrentUser, id: string, change: { capacity?: number; closed?: boolean }) {
      const changed = await writeTransaction(async (trx) => {
        const before = await findAdminSlot(trx, id);
        if (!before) throw notFound('There is no such slot.');
        // Its seats were counted at the door and its cut-off has passed: history, not plans.
        if (Date.parse(before.starts_at) <= clock().getTime())
          throw new AppError(
            409,
            'slot_started',
            `The ${before.label} slot has started; a slot that has started cannot be changed.`,
          );
        if (change.capacity !== undefined && change.capacity !== before.capacity) {
          // Under the slot's lock no hold or booking can land between this count and the change.
          await seats.lockSlots(trx, [id]);
          const holds = await liveHoldsOn(trx, id, clock().toISOString());
          const locked = (await findAdminSlot(trx, id)) as SlotRow;
          if (
            holds.until &&
            change.capacity >= locked.booked &&
            change.capacity < locked.booked + holds.held
          ) {
            throw capacityBelowHeld(id, locked.booked, holds.held, holds.until);
          }
          if (!(await setCapacity(trx, id, change.capacity))) {
            const booked = (await findAdminSlot(trx, id))?.booked ?? before.booked;
            throw new AppError(
              409,
              'capacity_below_booked',
              `${seatsText(booked)} booked in this slot, so its capacity cannot go below ${booked}.`,
              { booked, bookingsUrl: `/api/admin/slots/${encodeURIComponent(id)}/bookings` },
            );
          }
        }
        if (change.closed !== undefined && change.closed !== (before.closed === 1)) {
          await setClosed(trx, id, change.closed);
        }
        const after = (await findAdminSlot(trx, id)) as SlotRow;
        const changed = after.capacity !== before.capacity || after.closed !== before.closed;
        if (changed) {
          const action =
            after.closed !== before.closed ? (after.closed ? 'slot.close' : 'slot.reopen') : 'slot.capacity';
          await audit.record(trx, {
            at: clock().toISOString(),
            actorUserId: actor.id,
            action:
              after.capacity !== before.capacity && after.closed !== before.closed ? 'slot.change' : action,
            subject: id,
            before: { capacity: before.capacity, closed: before.closed === 1, booked: before.booked },
            after: { capacity: after.capacity, closed: after.closed === 1, booked: after.booked },
          });
        }
        if (after.closed === 0 && (after.capacity > before.capacity || before.closed === 1)) {
          await seats.offerFreed(trx, id);
        }
        const held = await heldSeatsBetween(trx, after.date, after.date, clock().toISOString());
        return toAdminSlot(after, held.get(id) ?? 0);
      });
      return changed;
    },

    async bookings(id: string): Promise<SlotBookings> {
      const slot = await findAdminSlot(db, id);
      if (!slot) throw notFound('There is no such slot.');
      const rows = await findSlotBookings(db, id);
      return {
        slotId: id,
        booked: slot.booked,
        bookings: rows.map((row) => ({
          id: row.id,
          people: row.people,
          status: row.status,
          names: row.names,
          email: row.email,
          mobile: row.mobile,
        })),
      };
    },
  };
}

export type SlotsAdminService = ReturnType<typeof createSlotsAdminService>;
