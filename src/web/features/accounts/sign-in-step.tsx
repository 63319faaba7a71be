import { LoginToBookButton } from '../../lib/login-to-book-button';
import { TimelineStep } from '../../lib/timeline-step';

/** Step 1 for a visitor who is not signed in. The accounts feature shows its own step when signed in. */
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
