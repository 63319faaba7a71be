import { Link } from 'react-router';
import { errorText } from '../../lib/error-text';
import { useJoinWaitlist } from './join-waitlist';

export interface RefusedSeats {
  slotId: string;
  slotLabel: string;
  seats: number;
  /** The server's words for the refusal. */
  message: string;
}

const peopleText = (seats: number) => (seats === 1 ? '1 person' : `${seats} people`);

/** The seats could not be held or booked: why, and the slot's waiting list as a way on (inside an alert). */
export function SeatsTaken({ refused }: { refused: RefusedSeats }) {
  const join = useJoinWaitlist();
  return (
    <div className="seats-taken">
      <p>{refused.message}</p>
      {join.isSuccess ? (
        <p>
          You are on the waiting list of {refused.slotLabel} for {peopleText(refused.seats)}
          {join.data.ahead > 0 ? ` (${join.data.ahead} ahead of you)` : ''}. If seats come free we hold them
          for you and send you a mail. <Link to="/bookings">See it in My Bookings</Link>.
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={join.isPending}
            onClick={() => join.mutate({ slotId: refused.slotId, seats: refused.seats })}
          >
            Join the waiting list for {peopleText(refused.seats)}
          </button>
          {join.isError && <p className="confirm-error">{errorText(join.error)}</p>}
        </>
      )}
    </div>
  );
}
