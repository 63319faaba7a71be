import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { useSignOut } from './sign-out';

/** The greeting bar's actions for a signed-in visitor. */
export function SignedInGreetingActions() {
  const { signOut, isPending } = useSignOut();
  const { t } = useTexts();
  return (
    <>
      <Link to="/Bookings" className="button button-secondary">
        {t('bookingHistory')}
      </Link>
      <Link to="/Booking" className="button">
        {t('bookNow')}
      </Link>
      <button type="button" className="button button-secondary" onClick={signOut} disabled={isPending}>
        {t('logout')}
      </button>
    </>
  );
}
