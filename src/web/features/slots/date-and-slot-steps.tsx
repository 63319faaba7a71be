import { useRef, useState } from 'react';
import { focusCalendar } from './calendar-dates';
import { DateStep } from './date-step';
import { SlotStep } from './slot-step';

/**
 * Home steps 2 and 3: the calendar, then the chosen date's slots. Picking a date moves
 * focus on to its slots; 'change the date' moves it back to the calendar.
 */
export function DateAndSlotSteps() {
  const calendar = useRef<HTMLDivElement>(null);
  const [slotFocusRequest, setSlotFocusRequest] = useState(0);
  return (
    <>
      <DateStep calendarRef={calendar} onPicked={() => setSlotFocusRequest((count) => count + 1)} />
      <SlotStep focusRequest={slotFocusRequest} onChangeDate={() => focusCalendar(calendar.current)} />
    </>
  );
}
