import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/** Shows RouteError instead of what failed below it: a page whose code would not load, or a crash. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The current page of a layout: "Loading…" while its code arrives, RouteError if that fails.
 * A new path starts with a fresh boundary, so leaving a failed page leaves its error behind.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
