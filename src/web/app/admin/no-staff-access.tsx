import { useSignOut } from '../../features/accounts/sign-out';
import { usePageMeta } from '../../lib/use-page-meta';

/** A visitor account on the staff site: this, a way out, and nothing else. */
export function NoStaffAccess() {
  const { signOut, isPending } = useSignOut();
  usePageMeta({
    title: 'No staff access',
    description: 'This account has no staff access.',
    keywords: ['staff'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>This account has no staff access</h1>
      <button type="button" className="button" disabled={isPending} onClick={signOut}>
        Sign out
      </button>
    </div>
  );
}
