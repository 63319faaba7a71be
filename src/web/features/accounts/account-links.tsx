import { NavLink } from 'react-router';
import { useSignedInLayout } from '../../lib/session';

/** The top bar's New and History links, for a signed-in visitor only. */
export function AccountLinks() {
  if (!useSignedInLayout()) return null;
  return (
    <nav className="account-links" aria-label="Your bookings">
      <NavLink to="/" end>
        New
      </NavLink>
      <NavLink to="/bookings">History</NavLink>
    </nav>
  );
}
