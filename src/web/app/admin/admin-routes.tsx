import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { AdminLayout } from './admin-layout';
import { AdminsOnly } from './admins-only';

/** '/' opens the door, keeping the query: a mailed sign-in link arrives there. */
function ToDoor() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/door', search }} replace />;
}

// Each page is its own chunk.
const DoorPage = lazyNamed(() => import('../../features/door/door-page'), 'DoorPage');
const DayPage = lazyNamed(() => import('../../features/day-sheet/day-page'), 'DayPage');
const BookingsSearchPage = lazyNamed(
  () => import('../../features/front-desk/bookings-search-page'),
  'BookingsSearchPage',
);
const BookingPage = lazyNamed(() => import('../../features/front-desk/booking-page'), 'BookingPage');
const StaffPage = lazyNamed(() => import('../../features/staff/staff-page'), 'StaffPage');
const SchedulePage = lazyNamed(() => import('../../features/schedule/schedule-page'), 'SchedulePage');
const SlotsPage = lazyNamed(() => import('../../features/slots-admin/slots-page'), 'SlotsPage');
const ClosuresPage = lazyNamed(() => import('../../features/closures/closures-page'), 'ClosuresPage');
const MessagesPage = lazyNamed(() => import('../../features/messages/messages-page'), 'MessagesPage');
const WaitlistsPage = lazyNamed(() => import('../../features/waitlists/waitlists-page'), 'WaitlistsPage');
const ReportsPage = lazyNamed(() => import('../../features/reports/reports-page'), 'ReportsPage');
const AuditPage = lazyNamed(() => import('../../features/audit/audit-page'), 'AuditPage');
const AdminNotFoundPage = lazyNamed(() => import('./admin-not-found-page'), 'AdminNotFoundPage');

/** The staff site's pages. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AdminLayout />}>
        <Route index element={<ToDoor />} />
        <Route path="door" element={<DoorPage />} />
        <Route path="day" element={<DayPage />} />
        <Route path="bookings" element={<BookingsSearchPage />} />
        <Route path="bookings/:id" element={<BookingPage />} />
        <Route element={<AdminsOnly />}>
          <Route path="staff" element={<StaffPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="slots" element={<SlotsPage />} />
          <Route path="closures" element={<ClosuresPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="waitlists" element={<WaitlistsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
