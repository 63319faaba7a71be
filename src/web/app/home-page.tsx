import { useRef, useState } from 'react';
import { AccountStep } from '../features/accounts/account-step';
import { useSession } from '../lib/session';
import { usePageMeta } from '../lib/use-page-meta';
import '../styles/home.css';
import { SignInStep } from '../features/accounts/sign-in-step';
import { MobileStep } from '../features/booking/mobile-step';
import { focusCalendar } from '../features/slots/calendar-dates';
import { DateStep } from '../features/slots/date-step';
import { SlotStep } from '../features/slots/slot-step';
import { VisitorsStep } from '../features/visitors/visitors-step';
import { TimelineStep } from '../lib/timeline-step';

/** The booking home page: a vertical timeline from signing in to confirming the visit. */
export function HomePage() {
  usePageMeta({
    title: 'Online Booking',
    description:
      'Book a free, timed visit to the museum, the ashram visitor centre and the digital experience centre.',
    keywords: ['museum', 'booking', 'visit', 'tickets', 'digital experience centre', 'Brindavan'],
  });
  const calendar = useRef<HTMLDivElement>(null);
  const [slotFocusRequest, setSlotFocusRequest] = useState(0);
  const { user } = useSession();
  // A signed-in visitor saves a name before the booking steps show.
  const showBookingSteps = !user || Boolean(user.displayName);

  return (
    <div className="page home-page">
      <div className="page-intro">
        <h1>Book your visit</h1>
        <p>
          Entry is free. Pick a date and a time slot, add the people coming with you, and confirm with your
          mobile number. Your ticket is ready to print straight away.
        </p>
      </div>
      <ol className="timeline">
        {user ? (
          <TimelineStep number={1} id="step-account" title="Your account">
            <AccountStep user={user} />
          </TimelineStep>
        ) : (
          <SignInStep />
        )}
        {showBookingSteps && (
          <>
            <DateStep calendarRef={calendar} onPicked={() => setSlotFocusRequest((count) => count + 1)} />
            <SlotStep focusRequest={slotFocusRequest} onChangeDate={() => focusCalendar(calendar.current)} />
            <VisitorsStep />
            <MobileStep />
          </>
        )}
      </ol>
    </div>
  );
}
