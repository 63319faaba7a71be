import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { LoginDialog } from './login-dialog';

// Only an arrival from a mailed sign-in link (?mode=signIn&token=…) needs this dialog, so
// its code stays out of the first load.
const SignInLinkDialog = lazyNamed(() => import('./sign-in-link-dialog'), 'SignInLinkDialog');

/** The sign-in link's token in `search`, when the address is a mailed link's. */
function linkToken(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('mode') === 'signIn' ? params.get('token') : null;
}

/**
 * The accounts feature's dialogs, mounted once in the root layout. A mailed link's token is
 * taken out of the address as soon as it is seen (it works once, so a reload or Back must not
 * try it again) and kept here until the link's dialog is done with it.
 */
export function AccountDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => linkToken(location.search));

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('mode') !== 'signIn') return;
    const found = params.get('token');
    if (found) setToken(found);
    params.delete('mode');
    params.delete('token');
    const search = params.size > 0 ? `?${params}` : '';
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location, navigate]);

  return (
    <>
      <LoginDialog />
      {token && (
        <Suspense fallback={null}>
          <SignInLinkDialog key={token} token={token} onDone={() => setToken(null)} />
        </Suspense>
      )}
    </>
  );
}
