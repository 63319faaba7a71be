import { Suspense, useEffect, useRef, useState } from 'react';
import { useBookingDraft } from '../../lib/booking-draft';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { TimelineStep } from '../../lib/timeline-step';
import { focusCalendar } from './calendar-dates';
import { DateStep } from './date-step';
import { useOfferLink } from './use-offer-link';

const loadSlotStep = () => import('./slot-step');
// The slot list has nothing to show before a date is picked: out of the first load, fetched
// when the browser is idle.
const SlotStep = lazyNamed(loadSlotStep, 'SlotStep', { firstLoad: true });

/**
 * Step 3 until its code is here: what the step itself says before a date is picked (so the
 * prerendered step does not change, should React show this in its place), else its heading.
 */
function SlotStepArriving() {
  const { date } = useBookingDraft();
  const { t } = useTexts();
  return (
    <TimelineStep number={3} id="choose-slot" title={t('chooseSlot')}>
      {date === null && <p className="step-status">{t('slots.chooseDateFirst')}</p>}
    </TimelineStep>
  );
}

/**
 * Home steps 2 and 3: the calendar, then the chosen date's slots. Picking a date moves
 * focus on to its slots; 'change the date' moves it back to the calendar.
 */
export function DateAndSlotSteps() {
  const calendar = useRef<HTMLDivElement>(null);
  const [slotFocusRequest, setSlotFocusRequest] = useState(0);
  const offer = useOfferLink();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadSlotStep());
  }, []);
  return (
    <>
      <DateStep calendarRef={calendar} onPicked={() => setSlotFocusRequest((count) => count + 1)} />
      <Suspense fallback={<SlotStepArriving />}>
        <SlotStep
          focusRequest={slotFocusRequest}
          onChangeDate={() => focusCalendar(calendar.current)}
          offeredSlotId={offer.offeredSlotId}
          onOfferChosen={offer.done}
        />
      </Suspense>
    </>
  );
}
