import { LoginToBookButton } from '../../lib/login-to-book-button';
import { TimelineStep } from '../../lib/timeline-step';

/** Home step 1 for a visitor who is not signed in (AccountStep once signed in). */
export function SignInStep() {
  return (
    <TimelineStep number={1} id="step-account" title="Login / Register">
      <p>
        Booking is free. Sign in with your e-mail address to book; you can look at the open dates and slots
        first.
      </p>
      <LoginToBookButton />
    </TimelineStep>
  );
}
