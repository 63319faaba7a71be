import { Link } from 'react-router';
import { texts } from '../../../shared/texts';
import { useSignOut } from './sign-out';

/** The greeting bar's actions for a signed-in visitor. */
export function SignedInGreetingActions() {
  const { signOut, isPending } = useSignOut();
  return (
    <>
      <Link to="/Bookings" className="button button-secondary">
        {texts.bookingHistory}
      </Link>
      <Link to="/Booking" className="button">
        {texts.bookNow}
      </Link>
      <button type="button" className="button button-secondary" onClick={signOut} disabled={isPending}>
        {texts.logout}
      </button>
    </>
  );
}

/** The greeting bar's name: the display name, 'User' without one. */
export function greetingName(user: { displayName: string | null }): string {
  return user.displayName ?? texts.unnamedUser;
}
