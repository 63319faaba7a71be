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
  // The booking's refusal that names the slot, with its time as the page shows it; the server
  // writes the others in the page's language.
  const { message } = refused.error;
  const why =
    message === texts.maxPeopleExceededRemove(refused.slotLabel)
      ? t('maxPeopleExceededRemove', { slot })
      : refusalText(refused.error);
  return (
    <div className="seats-taken">
      <p>{why}</p>
      <WaitlistJoin slotId={refused.slotId} slotLabel={slot} seats={refused.seats} />
    </div>
  );
}
