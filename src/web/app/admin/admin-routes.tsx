import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AdminLayout } from './admin-layout';

/** '/' opens the door, keeping the query: a mailed sign-in link arrives there. */
function ToDoor() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/door', search }} replace />;
}

// Each page is its own chunk.
const DoorPage = lazy(async () => ({ default: (await import('../../features/door/door-page')).DoorPage }));
const DayPage = lazy(async () => ({ default: (await import('../../features/day-sheet/day-page')).DayPage }));
const StaffPage = lazy(async () => ({
  default: (await import('../../features/staff/staff-page')).StaffPage,
}));
const SchedulePage = lazy(async () => ({
  default: (await import('../../features/schedule/schedule-page')).SchedulePage,
}));
const SlotsPage = lazy(async () => ({
  default: (await import('../../features/slots-admin/slots-page')).SlotsPage,
}));
const ClosuresPage = lazy(async () => ({
  default: (await import('../../features/closures/closures-page')).ClosuresPage,
}));
const ReportsPage = lazy(async () => ({
  default: (await import('../../features/reports/reports-page')).ReportsPage,
}));
const AuditPage = lazy(async () => ({
  default: (await import('../../features/audit/audit-page')).AuditPage,
}));
const AdminNotFoundPage = lazy(async () => ({
  default: (await import('./admin-not-found-page')).AdminNotFoundPage,
}));

/** The staff site's pages. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AdminLayout />}>
        <Route index element={<ToDoor />} />
        <Route path="door" element={<DoorPage />} />
        <Route path="day" element={<DayPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="schedule" element={<SchedulePage />} />
        <Route path="slots" element={<SlotsPage />} />
        <Route path="closures" element={<ClosuresPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
