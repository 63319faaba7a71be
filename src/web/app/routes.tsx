import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { currentEnvironment } from '../lib/environment';
import { HomePage } from './home-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The local outbox, where sign-in links are read (local environment only). */
const devMailboxRoute: RouteObject = {
  path: 'dev/mailbox',
  lazy: async () => ({ Component: (await import('../features/accounts/dev-mailbox-page')).DevMailboxPage }),
};

/**
 * Every route of the visitor site. Only home is in the first download; each other page is
 * its own chunk. Paths are case-sensitive because '/Bookings' and '/Booking' are navigation
 * names of their own, distinct from '/bookings' and '/booking/:id'.
 */
const pages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'booking/:id',
    lazy: async () => ({ Component: (await import('../features/tickets/ticket-page')).TicketPage }),
  },
  {
    path: 'bookings',
    lazy: async () => ({ Component: (await import('../features/history/bookings-page')).BookingsPage }),
  },
  { path: 'Bookings', element: <Navigate to="/bookings" replace /> },
  { path: 'Booking', element: <Navigate to="/" replace /> },
  {
    path: 'feedback/:id',
    lazy: async () => ({ Component: (await import('../features/feedback/feedback-page')).FeedbackPage }),
  },
  {
    path: 'digital-museum',
    lazy: async () => ({
      Component: (await import('../features/digital-museum/digital-museum-page')).DigitalMuseumPage,
    }),
  },
  {
    path: 'set-password',
    lazy: async () => ({
      Component: (await import('../features/accounts/set-password-page')).SetPasswordPage,
    }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({
      Component: (await import('../features/privacy/privacy-policy-page')).PrivacyPolicyPage,
    }),
  },
  ...(currentEnvironment.name === 'local' ? [devMailboxRoute] : []),
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
  },
];

function caseSensitive(route: RouteObject): RouteObject {
  return route.index ? route : { ...route, caseSensitive: true };
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [{ ErrorBoundary: RouteError, children: pages.map(caseSensitive) }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
