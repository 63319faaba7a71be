import { Suspense, useEffect } from 'react';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { ModalDialog } from '../../lib/modal-dialog';
import './accounts.css';

const loadForm = () => import('./login-dialog-form');
// Needed only once 'Login to Book' is pressed, and it brings the form checks (zod): out of the
// home page's download, fetched as soon as a pointer or focus reaches a button that opens it (LoginToBookButton).
const LoginDialogForm = lazyNamed(loadForm, 'LoginDialogForm');

function loadFormOnIntent(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-opens-login]')) void loadForm();
}

/** 'Log in to booking', opened by 'Login to Book' anywhere in the shell or a page. */
export function LoginDialog() {
  const { isOpen, close } = useLoginDialog();
  const { t } = useTexts();
  useEffect(() => {
    const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const intent of intents) document.addEventListener(intent, loadFormOnIntent, { passive: true });
    return () => {
      for (const intent of intents) document.removeEventListener(intent, loadFormOnIntent);
    };
  }, []);
  return (
    <ModalDialog open={isOpen} title={t('loginTitle')} onClose={close}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <LoginDialogForm />
      </Suspense>
    </ModalDialog>
  );
}
