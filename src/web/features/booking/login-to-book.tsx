import { useTexts } from '../../lib/i18n';
import { LoginToBookButton } from '../../lib/login-to-book-button';

/** Step 5 for a visitor who is signed out: booking is free, but it needs an account. */
export function LoginToBook() {
  const { t } = useTexts();
  return (
    <div className="confirm-login">
      <p>{t('confirm.loginToBook')}</p>
      <LoginToBookButton alertFirst />
    </div>
  );
}
