import { lazy, Suspense, useEffect } from 'react';
import { texts } from '../../../shared/texts';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { ModalDialog } from '../../lib/modal-dialog';
import './accounts.css';

const loadForm = () => import('./login-dialog-form');
// Needed only once 'Login to Book' is pressed: out of the first load, fetched when the
// browser is idle so that it is there by then.
const LoginDialogForm = lazy(async () => ({ default: (await loadForm()).LoginDialogForm }));

/** 'Log in to booking', opened by 'Login to Book' anywhere in the shell or a page. */
export function LoginDialog() {
  const { isOpen, close } = useLoginDialog();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadForm());
  }, []);
  return (
    <ModalDialog open={isOpen} title={texts.loginTitle} onClose={close}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <LoginDialogForm />
      </Suspense>
    </ModalDialog>
  );
}
