import { useState } from 'react';
import type { Slot } from '../../../shared/schemas/slots';
import { Field } from '../../lib/field';
import { slotLabel, useTexts } from '../../lib/i18n';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { useSession } from '../../lib/session';
import { WaitlistJoin } from '../../lib/waitlist-join';

// A party on the waiting list is one booking's worth of people: this many to choose from at most.
const MOST_PEOPLE = 10;

interface FullSlotProps {
  slot: Slot;
  /** The people already on the booking form: the party size offered first. */
  partySize: number;
}

/** A full slot picked from the list: its waiting list, for as many people as the visitor says. */
export function FullSlot({ slot, partySize }: FullSlotProps) {
  const { user } = useSession();
  const { open } = useLoginDialog();
  const { t } = useTexts();
  const label = slotLabel(slot.label);
  const most = Math.max(1, Math.min(slot.available, MOST_PEOPLE));
  const [seats, setSeats] = useState(Math.min(Math.max(partySize, 1), most));

  return (
    <div className="slot-full">
      <p role="status">{t('slots.fullSlot', { label })}</p>
      {user === null && (
        <button type="button" className="button button-secondary" data-opens-login="" onClick={() => open()}>
          {t('slots.loginToJoin')}
        </button>
      )}
      {user && (
        <>
          <Field label={t('slots.seatsNeeded')} className="slot-full-seats">
            {(control) => (
              <select {...control} value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
                {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <WaitlistJoin key={slot.id} slotId={slot.id} slotLabel={label} seats={seats} />
        </>
      )}
    </div>
  );
}
