import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

/** What staff who are not admins see on an admin page: no form, no call that would be refused. */
function AdminsOnlyNotice() {
  usePageMeta({
    title: 'For admins only',
    description: 'This page of the staff site is for admins.',
    keywords: ['staff', 'admins'],
  });
  return (
    <div className="admin-page admin-narrow">
      <h1>For admins only</h1>
      <p>
        This page is for admins. Ask an admin if something here needs changing, or if you need the admin role.
      </p>
    </div>
  );
}

/** The one guard of the admin pages (staff, schedule, slots, closures, reports, audit). */
export function AdminsOnly() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <AdminsOnlyNotice />;
}
