import { texts } from '../../shared/texts';
import { useLoginDialog } from './login-dialog-context';

interface LoginToBookButtonProps {
  /** Tell the visitor why first (the spec's alert), as the booking step does. */
  alertFirst?: boolean;
}

/** 'Login to Book': opens the login dialog. */
export function LoginToBookButton({ alertFirst = false }: LoginToBookButtonProps) {
  const { open } = useLoginDialog();
  return (
    <button
      type="button"
      className="button"
      // The login dialog starts fetching its form when a pointer or focus arrives here.
      data-opens-login=""
      onClick={() => {
        if (alertFirst) window.alert(texts.loginToContinue);
        open();
      }}
    >
      {texts.loginToBook}
    </button>
  );
}
