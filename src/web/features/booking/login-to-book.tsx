import { texts } from '../../../shared/texts';
import { useLoginDialog } from '../../shell/login-dialog-context';

/** Step 5 for a visitor who is signed out: booking is free, but it needs an account. */
export function LoginToBook() {
  const { open } = useLoginDialog();
  return (
    <div className="confirm-login">
      <p>Booking costs nothing: there is no fee for your visit. Log in to confirm your booking.</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          window.alert(texts.loginToContinue);
          open();
        }}
      >
        {texts.loginToBook}
      </button>
    </div>
  );
}
