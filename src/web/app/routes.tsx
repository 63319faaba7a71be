import { Navigate, Route, Routes } from 'react-router';
import { visitorPages } from '../../shared/visitor-pages';
import { currentEnvironment } from '../lib/environment';
import { lazyNamed } from '../lib/lazy-named';
import { HomePage } from './home-page';
import { RootLayout } from './root-layout';
// The visitor pages' own styles join the site-wide stylesheet, which the prerendered pages
// carry inline (scripts/prerender-pages.ts): a page paints with no stylesheet left to fetch.
import '../features/tickets/ticket.css';
import '../features/history/bookings.css';
import '../features/feedback/feedback.css';
import '../features/privacy/privacy.css';
import '../styles/digital-museum.css';
import '../styles/not-found.css';
import '../lib/booking-status.css';
import '../lib/booking-id.css';

// Only home is in the first download; each other page is its own chunk.
const TicketPage = lazyNamed(() => import('../features/tickets/ticket-page'), 'TicketPage');
const CantComePage = lazyNamed(() => import('../features/cant-come/cant-come-page'), 'CantComePage');
const BookingsPage = lazyNamed(() => import('../features/history/bookings-page'), 'BookingsPage');
const FeedbackPage = lazyNamed(() => import('../features/feedback/feedback-page'), 'FeedbackPage');
const DigitalMuseumPage = lazyNamed(
  () => import('../features/digital-museum/digital-museum-page'),
  'DigitalMuseumPage',
);
const SetPasswordPage = lazyNamed(() => import('../features/accounts/set-password-page'), 'SetPasswordPage');
const PrivacyPolicyPage = lazyNamed(
  () => import('../features/privacy/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const NotFoundPage = lazyNamed(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
/** The local outbox, where sign-in links are read (local environment only). */
const DevMailboxPage = lazyNamed(() => import('../features/accounts/dev-mailbox-page'), 'DevMailboxPage');

/**
 * Every page of the visitor site, at the paths of shared/visitor-pages (which the server
 * knows too). Paths are case-sensitive because '/Bookings' and '/Booking' are navigation
 * names of their own, distinct from '/bookings' and '/booking/:id'.
 */
export function VisitorRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route caseSensitive path={visitorPages.ticket} element={<TicketPage />} />
        <Route caseSensitive path={visitorPages.cantCome} element={<CantComePage />} />
        <Route caseSensitive path={visitorPages.history} element={<BookingsPage />} />
        <Route
          caseSensitive
          path={visitorPages.historyAlias}
          element={<Navigate to={visitorPages.history} replace />}
        />
        <Route
          caseSensitive
          path={visitorPages.homeAlias}
          element={<Navigate to={visitorPages.home} replace />}
        />
        <Route caseSensitive path={visitorPages.feedback} element={<FeedbackPage />} />
        <Route caseSensitive path={visitorPages.digitalMuseum} element={<DigitalMuseumPage />} />
        <Route caseSensitive path={visitorPages.setPassword} element={<SetPasswordPage />} />
        <Route caseSensitive path={visitorPages.privacyPolicy} element={<PrivacyPolicyPage />} />
        {currentEnvironment.name === 'local' && (
          <Route caseSensitive path={visitorPages.devMailbox} element={<DevMailboxPage />} />
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
