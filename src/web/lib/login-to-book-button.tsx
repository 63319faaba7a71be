import { useTexts } from './i18n';
import { useLoginDialog } from './login-dialog-context';

interface LoginToBookButtonProps {
  /** Tell the visitor why first (the spec's alert), as the booking step does. */
  alertFirst?: boolean;
}

/** 'Login to Book': opens the login dialog. */
export function LoginToBookButton({ alertFirst = false }: LoginToBookButtonProps) {
  const { open } = useLoginDialog();
  const { t } = useTexts();
  return (
    <button
      type="button"
      className="button"
      // The login dialog starts fetching its form when a pointer or focus arrives here.
      data-opens-login=""
      onClick={() => {
        if (alertFirst) window.alert(t('loginToContinue'));
        open();
      }}
    >
      {t('loginToBook')}
    </button>
  );
}
