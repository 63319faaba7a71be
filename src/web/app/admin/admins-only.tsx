import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { t } from '../../lib/staff-texts';
import { usePageMeta } from '../../lib/use-page-meta';

/** What staff who are not admins see on an admin page: no form, no call that would be refused. */
function AdminsOnlyNotice() {
  usePageMeta({
    title: t('admin.adminsOnly.title'),
    description: t('admin.adminsOnly.description'),
    keywords: ['staff', 'admins'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>{t('admin.adminsOnly.title')}</h1>
      <p>{t('admin.adminsOnly.text')}</p>
    </div>
  );
}

/** The one guard of the admin pages (staff, schedule, slots, closures, reports, audit). */
export function AdminsOnly() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <AdminsOnlyNotice />;
}
