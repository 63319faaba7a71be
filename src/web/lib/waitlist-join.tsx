import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorText } from './error-text';
import { useJoinWaitlist } from './join-waitlist';
import { WAITLIST_KEY } from './seat-queries';

const peopleText = (seats: number) => (seats === 1 ? '1 person' : `${seats} people`);

interface WaitlistJoinProps {
  slotId: string;
  slotLabel: string;
  seats: number;
}

/**
 * 'Join the waiting list' for a party on a full slot, then where the visitor stands. Used
 * where a slot is listed as full and where seats were taken in a race.
 */
export function WaitlistJoin({ slotId, slotLabel, seats }: WaitlistJoinProps) {
  const queryClient = useQueryClient();
  const join = useJoinWaitlist();
  if (join.isSuccess) {
    return (
      <p>
        You are on the waiting list of {slotLabel} for {peopleText(join.data.seats)}
        {join.data.ahead > 0 ? ` (${join.data.ahead} ahead of you)` : ''}. If seats come free we hold them for
        you and send you a mail. <Link to="/bookings">See it in My Bookings</Link>.
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={join.isPending}
        onClick={() =>
          join.mutate(
            { slotId, seats },
            // My Bookings lists the entry: read afresh when it is next shown.
            { onSuccess: () => void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }) },
          )
        }
      >
        Join the waiting list for {peopleText(seats)}
      </button>
      {join.isError && <p className="confirm-error">{errorText(join.error)}</p>}
    </>
  );
}
