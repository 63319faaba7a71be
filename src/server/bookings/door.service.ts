import type { Kysely } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { DoorBooking, StatusChange } from '../../shared/schemas/door';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { findBooking, findPeople } from './bookings.repository';
import { findEvents } from './door.repository';
import { createDoorSteps, type DoorStepsOptions } from './door-step';
import { toDoorBooking } from './door-view';

export interface DoorServiceOptions extends DoorStepsOptions {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * The door: a booking as staff see it, and the status steps (door-step.ts), taken online
 * now or uploaded later by a device that was offline (door-offline-steps.ts).
 */
export function createDoorService(options: DoorServiceOptions) {
  const { db, clock, earlyMinutes } = options;
  const steps = createDoorSteps(options);

  async function view(bookingId: string, viewer: CurrentUser): Promise<DoorBooking | null> {
    const booking = await findBooking(db, bookingId);
    if (!booking) return null;
    const [people, events] = await Promise.all([findPeople(db, bookingId), findEvents(db, bookingId)]);
    return toDoorBooking(booking, people, events, viewer, clock(), earlyMinutes);
  }

  return {
    view,

    /** A step taken now; a retried one (same nonce) answers the booking as it stands. */
    async changeStatus(actor: CurrentUser, bookingId: string, change: StatusChange): Promise<DoorBooking> {
      await steps.take(actor, bookingId, change, { at: clock(), offline: false });
      return (await view(bookingId, actor)) as DoorBooking;
    },

    /** A step as of its own time (offline uploads): refusals are AppErrors, as online. */
    takeStep: steps.take,
    /** Who last changed a booking's status, and when: what a conflicting step is told. */
    lastChange: steps.lastChange,
  };
}

export type DoorService = ReturnType<typeof createDoorService>;
