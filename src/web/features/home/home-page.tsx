import { useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { AccountStep } from '../accounts/account-step';
import '../../styles/home.css';
import { focusCalendar } from './calendar-dates';
import { DateStep } from './date-step';
import { MobileStep } from './mobile-step';
import { SignInStep } from './sign-in-step';
import { SlotStep } from './slot-step';
import { TimelineStep } from './timeline-step';
import { VisitorsStep } from './visitors-step';

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
