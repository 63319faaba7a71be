import { useSignOut } from '../../features/accounts/sign-out';
import { t } from '../../lib/staff-texts';
import { usePageMeta } from '../../lib/use-page-meta';

/** A visitor account on the staff site: this, a way out, and nothing else. */
export function NoStaffAccess() {
  const { signOut, isPending } = useSignOut();
  usePageMeta({
    title: t('admin.noAccess.title'),
    description: t('admin.noAccess.description'),
    keywords: ['staff'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>{t('admin.noAccess.heading')}</h1>
      <button type="button" className="button" disabled={isPending} onClick={signOut}>
        {t('admin.signOut')}
      </button>
    </div>
  );
}
