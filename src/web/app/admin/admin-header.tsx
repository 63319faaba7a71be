import { NavLink } from 'react-router';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { useSignOut } from '../../features/accounts/sign-out';
import { TwoFactorSummary } from '../../features/accounts/two-factor-summary';
import { organisation } from '../../lib/environment';
import { formatLongDate } from '../../lib/format-date';
import { useSession } from '../../lib/session';
import { msg, t } from '../../lib/staff-texts';

const DOOR_PAGES = [
  { to: '/door', label: msg('admin.nav.door') },
  { to: '/day', label: msg('admin.nav.day') },
  { to: '/bookings', label: msg('admin.nav.bookings') },
];
/** Running the museum: admins only. */
const ADMIN_PAGES = [
  { to: '/schedule', label: msg('admin.nav.schedule') },
  { to: '/slots', label: msg('admin.nav.slots') },
  { to: '/closures', label: msg('admin.nav.closures') },
  { to: '/messages', label: msg('admin.nav.messages') },
  { to: '/waitlists', label: msg('admin.nav.waitlists') },
  { to: '/reports', label: msg('admin.nav.reports') },
  { to: '/staff', label: msg('admin.nav.staff') },
  { to: '/audit', label: msg('admin.nav.audit') },
];

export function AdminHeader() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const pages = user?.role === 'admin' ? [...DOOR_PAGES, ...ADMIN_PAGES] : DOOR_PAGES;

  return (
    <header className="admin-header">
      <div className="admin-header-bar">
        <p className="admin-brand">
          <span className="admin-brand-site">{t('admin.staffSite')}</span>
          <span className="admin-brand-name">{organisation.name}</span>
        </p>
        <p className="admin-today">
          <span className="visually-hidden">{t('admin.today')} </span>
          {formatLongDate(indiaDateOf(new Date()))}
        </p>
      </div>
      {user && user.role !== 'visitor' && (
        <div className="admin-header-bar admin-header-nav">
          <nav className="admin-nav" aria-label={t('admin.nav')}>
            <ul>
              {pages.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to}>{t(page.label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-account">
            <span className="admin-account-email">{user.email}</span>
            <TwoFactorSummary />
            <button type="button" className="button button-secondary" disabled={isPending} onClick={signOut}>
              {t('admin.signOut')}
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
