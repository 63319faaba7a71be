import { TimelineStep } from './timeline-step';

/** Step 5: mobile number, SMS verification and confirmation. The booking feature fills this in. */
export function MobileStep() {
  return <TimelineStep number={5} id="confirm-booking" title="Enter Mobile Number & Confirm Booking" />;
}
