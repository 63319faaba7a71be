import { NavLink } from 'react-router';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { useSignOut } from '../../features/accounts/sign-out';
import { TwoFactorSummary } from '../../features/accounts/two-factor-summary';
import { organisation } from '../../lib/environment';
import { formatLongDate } from '../../lib/format-date';
import { useSession } from '../../lib/session';

const DOOR_PAGES = [
  { to: '/door', label: 'Door' },
  { to: '/day', label: 'Day' },
  { to: '/bookings', label: 'Bookings' },
];
/** Running the museum: admins only. */
const ADMIN_PAGES = [
  { to: '/schedule', label: 'Schedule' },
  { to: '/slots', label: 'Slots' },
  { to: '/closures', label: 'Closures' },
  { to: '/messages', label: 'Messages' },
  { to: '/waitlists', label: 'Waiting lists' },
  { to: '/reports', label: 'Reports' },
  { to: '/staff', label: 'Staff' },
  { to: '/audit', label: 'Audit' },
];

export function AdminHeader() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  const pages = user?.role === 'admin' ? [...DOOR_PAGES, ...ADMIN_PAGES] : DOOR_PAGES;

  return (
    <header className="admin-header">
      <div className="admin-header-bar">
        <p className="admin-brand">
          <span className="admin-brand-site">Staff site</span>
          <span className="admin-brand-name">{organisation.name}</span>
        </p>
        <p className="admin-today">
          <span className="visually-hidden">Today: </span>
          {formatLongDate(indiaDateOf(new Date()))}
        </p>
      </div>
      {user && user.role !== 'visitor' && (
        <div className="admin-header-bar admin-header-nav">
          <nav className="admin-nav" aria-label="Staff pages">
            <ul>
              {pages.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to}>{page.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-account">
            <span className="admin-account-email">{user.email}</span>
            <TwoFactorSummary />
            <button type="button" className="button button-secondary" disabled={isPending} onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
