import { texts } from '../../shared/texts';
import { useLoginDialog } from './login-dialog-context';

/** 'Login to Book': opens the login dialog. */
export function LoginToBookButton({ className = 'button' }: { className?: string }) {
  const { open } = useLoginDialog();
  return (
    <button type="button" className={className} onClick={open}>
      {texts.loginToBook}
    </button>
  );
}
