import { LoginForm } from '../../features/accounts/login-form';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../features/accounts/accounts.css';
import { t } from '../../lib/staff-texts';

/** Signed out on the staff site: the same e-mail link or password as visitors use. */
export function AdminSignIn() {
  usePageMeta({
    title: t('admin.signIn.title'),
    description: t('admin.signIn.description'),
    keywords: ['staff', 'sign in'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>{t('admin.signIn.title')}</h1>
      <p>{t('admin.signIn.text')}</p>
      <LoginForm />
    </div>
  );
}
