import { texts } from '../../../shared/texts';
import type { HttpError } from '../../lib/api';
import { slotLabel, useTexts } from '../../lib/i18n';
import { refusalText } from '../../lib/spec-text';
import { WaitlistJoin } from '../../lib/waitlist-join';

export interface RefusedSeats {
  slotId: string;
  slotLabel: string;
  seats: number;
  /** The server's refusal. */
  error: HttpError;
}

/** The seats could not be held or booked: why, and the slot's waiting list as a way on (inside an alert). */
export function SeatsTaken({ refused }: { refused: RefusedSeats }) {
  const { t } = useTexts();
  const slot = slotLabel(refused.slotLabel);
  // The two refusals that name the slot, in the page's language with its time as shown there.
  const { message } = refused.error;
  const why =
    refused.error.code === 'slot_full'
      ? t('seatsTaken.slotFull', { slot })
      : message === texts.maxPeopleExceededRemove(refused.slotLabel)
        ? t('maxPeopleExceededRemove', { slot })
        : refusalText(refused.error);
  return (
    <div className="seats-taken">
      <p>{why}</p>
      <WaitlistJoin slotId={refused.slotId} slotLabel={slot} seats={refused.seats} />
    </div>
  );
}
