import { WaitlistJoin } from '../../lib/waitlist-join';

export interface RefusedSeats {
  slotId: string;
  slotLabel: string;
  seats: number;
  /** The server's words for the refusal. */
  message: string;
}

/** The seats could not be held or booked: why, and the slot's waiting list as a way on (inside an alert). */
export function SeatsTaken({ refused }: { refused: RefusedSeats }) {
  return (
    <div className="seats-taken">
      <p>{refused.message}</p>
      <WaitlistJoin slotId={refused.slotId} slotLabel={refused.slotLabel} seats={refused.seats} />
    </div>
  );
}
