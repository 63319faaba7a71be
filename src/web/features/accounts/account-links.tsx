import { NavLink } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { useSignedInLayout } from '../../lib/session';

/** The top bar's New and History links, for a signed-in visitor only. */
export function AccountLinks() {
  const { t } = useTexts();
  if (!useSignedInLayout()) return null;
  return (
    <nav className="account-links" aria-label={t('account.yourBookings')}>
      <NavLink to="/" end>
        {t('account.new')}
      </NavLink>
      <NavLink to="/bookings">{t('account.history')}</NavLink>
    </nav>
  );
}
