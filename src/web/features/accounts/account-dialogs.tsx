import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { LoginDialog } from './login-dialog';

// Only an arrival from a mailed sign-in link (?mode=signIn&token=…) needs this dialog, so
// its code stays out of the first load.
const SignInLinkDialog = lazyNamed(() => import('./sign-in-link-dialog'), 'SignInLinkDialog');

/** The accounts feature's dialogs, mounted once in the root layout. */
export function AccountDialogs() {
  const [params] = useSearchParams();
  return (
    <>
      <LoginDialog />
      {params.get('mode') === 'signIn' && (
        <Suspense fallback={null}>
          <SignInLinkDialog />
        </Suspense>
      )}
    </>
  );
}
