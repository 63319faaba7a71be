import { useRef, useState } from 'react';
import { focusCalendar } from './calendar-dates';
import { DateStep } from './date-step';
import { SlotStep } from './slot-step';
import { useOfferLink } from './use-offer-link';

/**
 * Home steps 2 and 3: the calendar, then the chosen date's slots. Picking a date moves
 * focus on to its slots; 'change the date' moves it back to the calendar.
 */
export function DateAndSlotSteps() {
  const calendar = useRef<HTMLDivElement>(null);
  const [slotFocusRequest, setSlotFocusRequest] = useState(0);
  const offer = useOfferLink();
  return (
    <>
      <DateStep calendarRef={calendar} onPicked={() => setSlotFocusRequest((count) => count + 1)} />
      <SlotStep
        focusRequest={slotFocusRequest}
        onChangeDate={() => focusCalendar(calendar.current)}
        offeredSlotId={offer.offeredSlotId}
        onOfferChosen={offer.done}
      />
    </>
  );
}
