import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorText } from './error-text';
import { useTexts } from './i18n';
import { useJoinWaitlist } from './join-waitlist';
import { richText } from './rich-text';
import { WAITLIST_KEY } from './seat-queries';

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
  const { t } = useTexts();
  if (join.isSuccess) {
    return (
      <p>
        {richText(
          join.data.ahead > 0
            ? t('waitlist.joinedAhead', { label: slotLabel, seats: join.data.seats, ahead: join.data.ahead })
            : t('waitlist.joined', { label: slotLabel, seats: join.data.seats }),
          [(text) => <Link to="/bookings">{text}</Link>],
        )}
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
        {t('waitlist.join', { seats })}
      </button>
      {join.isError && <p className="confirm-error">{errorText(join.error)}</p>}
    </>
  );
}
