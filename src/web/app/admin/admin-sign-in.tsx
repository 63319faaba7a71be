import { LoginForm } from '../../features/accounts/login-form';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../features/accounts/accounts.css';

/** Signed out on the staff site: the same e-mail link or password as visitors use. */
export function AdminSignIn() {
  usePageMeta({
    title: 'Staff sign-in',
    description: 'Sign in to the staff site: the door, the day sheet and staff.',
    keywords: ['staff', 'sign in'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>Staff sign-in</h1>
      <p>
        Sign in with the e-mail address the trust gave staff access to. A mailed link brings you back here.
      </p>
      <LoginForm />
    </div>
  );
}
