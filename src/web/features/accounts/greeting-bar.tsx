import { type ReactNode, useEffect } from 'react';
import { useTexts } from '../../lib/i18n';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { useSession, useSignedInLayout } from '../../lib/session';
import { SignedInGreetingActions } from './signed-in-greeting';
import { clearSignedOutNotice, SignedOutNotice } from './signed-out-notice';

/** 'Sairam' + a name, with the actions that fit the visitor's state beside it. */
function GreetingBarView({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <section className="greeting-bar" aria-label={t('greeting.region')}>
      <div className="greeting-bar-inner">
        <p className="greeting">
          {t('greeting')} <strong>{name}</strong>
        </p>
        <div className="greeting-actions">{children}</div>
      </div>
    </section>
  );
}

/**
 * Signed out: 'Sairam Guest' and 'Login to Book'; signed in: the name (a space holding its
 * line until the session has come) and the visitor's actions.
 */
export function GreetingBar() {
  const { user } = useSession();
  const signedIn = useSignedInLayout();
  const { t } = useTexts();
  useEffect(() => {
    if (user) clearSignedOutNotice();
  }, [user]);
  if (signedIn) {
    return (
      <GreetingBarView name={user ? (user.displayName ?? t('unnamedUser')) : '\u00a0'}>
        <SignedInGreetingActions />
      </GreetingBarView>
    );
  }
  return (
    <GreetingBarView name={t('guestName')}>
      <SignedOutNotice />
      <LoginToBookButton />
    </GreetingBarView>
  );
}
