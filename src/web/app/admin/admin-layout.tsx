import { useRef } from 'react';
import { AccountDialogs } from '../../features/accounts/account-dialogs';
import { LoginDialogProvider } from '../../lib/login-dialog-context';
import { t } from '../../lib/staff-texts';
import { PageOutlet } from '../page-outlet';
import { useFocusOnNavigate } from '../use-focus-on-navigate';
import { AdminHeader } from './admin-header';
import { StaffAccess } from './staff-access';

/** The staff site's calm frame: a header with today's date and the nav, then the page. */
export function AdminLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  return (
    <LoginDialogProvider>
      <a className="skip-link" href="#main">
        {t('admin.skipToMain')}
      </a>
      <AdminHeader />
      <main id="main" className="admin-main" ref={main} tabIndex={-1}>
        <StaffAccess>
          <PageOutlet />
        </StaffAccess>
      </main>
      {/* The mailed sign-in link lands here and finishes in its dialog. */}
      <AccountDialogs />
    </LoginDialogProvider>
  );
}
