import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { visitorPages } from '../../shared/visitor-pages';
import { currentEnvironment } from '../lib/environment';
import { HomePage } from './home-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The local outbox, where sign-in links are read (local environment only). */
const devMailboxRoute: RouteObject = {
  path: visitorPages.devMailbox,
  lazy: async () => ({ Component: (await import('../features/accounts/dev-mailbox-page')).DevMailboxPage }),
};

/**
 * Every route of the visitor site (paths from shared/visitor-pages, which the server knows too). Only home is in the first download; each other page is
 * its own chunk. Paths are case-sensitive because '/Bookings' and '/Booking' are navigation
 * names of their own, distinct from '/bookings' and '/booking/:id'.
 */
const pages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: visitorPages.ticket,
    lazy: async () => ({ Component: (await import('../features/tickets/ticket-page')).TicketPage }),
  },
  {
    path: visitorPages.history,
    lazy: async () => ({ Component: (await import('../features/history/bookings-page')).BookingsPage }),
  },
  { path: visitorPages.historyAlias, element: <Navigate to={visitorPages.history} replace /> },
  { path: visitorPages.homeAlias, element: <Navigate to={visitorPages.home} replace /> },
  {
    path: visitorPages.feedback,
    lazy: async () => ({ Component: (await import('../features/feedback/feedback-page')).FeedbackPage }),
  },
  {
    path: visitorPages.digitalMuseum,
    lazy: async () => ({
      Component: (await import('../features/digital-museum/digital-museum-page')).DigitalMuseumPage,
    }),
  },
  {
    path: visitorPages.setPassword,
    lazy: async () => ({
      Component: (await import('../features/accounts/set-password-page')).SetPasswordPage,
    }),
  },
  {
    path: visitorPages.privacyPolicy,
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
