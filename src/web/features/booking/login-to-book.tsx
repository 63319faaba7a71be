import { LoginToBookButton } from '../../lib/login-to-book-button';

/** Step 5 for a visitor who is signed out: booking is free, but it needs an account. */
export function LoginToBook() {
  return (
    <div className="confirm-login">
      <p>Booking costs nothing: there is no fee for your visit. Log in to confirm your booking.</p>
      <LoginToBookButton alertFirst />
    </div>
  );
}
