import { useRef } from 'react';
import { AccountDialogs } from '../features/accounts/account-dialogs';
import { AccountLinks } from '../features/accounts/account-links';
import { GreetingBar } from '../features/accounts/greeting-bar';
import { useBookingDraftOwner } from '../lib/booking-draft';
import { useTexts } from '../lib/i18n';
import { LoginDialogProvider } from '../lib/login-dialog-context';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { ThirdPartyLoads } from '../shell/third-party-loads';
import { PageOutlet } from './page-outlet';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollRestoration } from './use-scroll-restoration';
import { useScrollToHash } from './use-scroll-to-hash';

/**
 * The shell around every page: header, greeting, the page itself, footer. The shell gets
 * the accounts feature's pieces from here, since only the app composes features.
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { t } = useTexts();
  useScrollToHash();
  useFocusOnNavigate(main);
  useScrollRestoration();

  return (
    <LoginDialogProvider>
      <a className="skip-link" href="#main">
        {t('shell.skipToMain')}
      </a>
      <SiteHeader accountLinks={<AccountLinks />} />
      <GreetingBar />
      <main id="main" ref={main} tabIndex={-1}>
        <PageOutlet />
      </main>
      <SiteFooter />
      <ThirdPartyLoads />
      <AccountDialogs />
      <BookingDraftOwner />
    </LoginDialogProvider>
  );
}

/**
 * Its own component, so that the session's answer re-renders it alone, not the whole shell
 * and page around it (at 8× on the home page, a task of 170 ms).
 */
function BookingDraftOwner() {
  useBookingDraftOwner();
  return null;
}
