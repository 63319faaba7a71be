import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

/** Shown when a page fails to load (for example a stale copy of the app after an update). */
export function RouteError() {
  const error = useRouteError();
  usePageMeta({
    title: 'Something went wrong',
    description: 'This page could not be shown.',
    keywords: ['error'],
  });
  const detail = isRouteErrorResponse(error) ? `Error: ${error.status}` : 'The page could not be loaded.';
  return (
    <div className="page route-error">
      <h1>Something went wrong</h1>
      <p role="alert">{detail}</p>
      <p>
        Please <a href={window.location.href}>reload the page</a> or go back to{' '}
        <Link to="/" reloadDocument>
          the booking page
        </Link>
        .
      </p>
    </div>
  );
}
