import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { PageLoading } from '../page-loading';
import { RouteError } from '../route-error';
import { AdminLayout } from './admin-layout';

/** '/' opens the door, keeping the query: a mailed sign-in link arrives there. */
function ToDoor() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/door', search }} replace />;
}

const pages: RouteObject[] = [
  { index: true, Component: ToDoor },
  {
    path: 'door',
    lazy: async () => ({ Component: (await import('../../features/door/door-page')).DoorPage }),
  },
  {
    path: 'day',
    lazy: async () => ({ Component: (await import('../../features/day-sheet/day-page')).DayPage }),
  },
  {
    path: 'staff',
    lazy: async () => ({ Component: (await import('../../features/staff/staff-page')).StaffPage }),
  },
  {
    path: 'schedule',
    lazy: async () => ({ Component: (await import('../../features/schedule/schedule-page')).SchedulePage }),
  },
  {
    path: 'slots',
    lazy: async () => ({ Component: (await import('../../features/slots-admin/slots-page')).SlotsPage }),
  },
  {
    path: 'closures',
    lazy: async () => ({ Component: (await import('../../features/closures/closures-page')).ClosuresPage }),
  },
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('../../features/reports/reports-page')).ReportsPage }),
  },
  {
    path: 'audit',
    lazy: async () => ({ Component: (await import('../../features/audit/audit-page')).AuditPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./admin-not-found-page')).AdminNotFoundPage }),
  },
];

export function createAdminRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: AdminLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [{ ErrorBoundary: RouteError, children: pages }],
    },
  ]);
}
