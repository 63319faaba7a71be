import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

/**
 * Shown when a page fails to load: its code could not be fetched (offline, or a stale copy of
 * the app after an update) or it failed. Says which, and offers to try again.
 */
export function RouteError() {
  usePageMeta({
    title: 'Something went wrong',
    description: 'This page could not be shown.',
    keywords: ['error'],
  });
  const offline = !navigator.onLine;
  const detail = offline
    ? 'The page could not be loaded: this device seems to be offline.'
    : 'The page could not be loaded.';
  return (
    <div className="page route-error">
      <h1>Something went wrong</h1>
      <p role="alert">{detail}</p>
      <p>
        {offline ? 'Please check the connection, then try again' : 'Please try again'}, or go back to{' '}
        <Link to="/" reloadDocument>
          the booking page
        </Link>
        .
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
