import { useState } from 'react';
import { LoadError } from '../../lib/load-error';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { AddStaffForm } from './add-staff-form';
import { useStaff } from './get-staff';
import { StaffList } from './staff-list';
import './staff.css';
import { t } from '../../lib/staff-texts';

/** Admins grant and take back staff access (the admin guard keeps everyone else out). */
export function StaffPage() {
  usePageMeta({
    title: t('staff.title'),
    description: t('staff.description'),
    keywords: ['staff', 'roles'],
  });
  const { user } = useSession();
  const staff = useStaff();
  const [added, setAdded] = useState('');

  return (
    <div className="admin-page admin-narrow staff-page">
      <h1>{t('staff.title')}</h1>
      <AddStaffForm added={added} onAdded={setAdded} />
      {staff.isError && <LoadError error={staff.error} onRetry={() => void staff.refetch()} />}
      {staff.isPending && <p role="status">{t('staff.loading')}</p>}
      {staff.data && <StaffList staff={staff.data} meId={user?.id} onChange={() => setAdded('')} />}
    </div>
  );
}
