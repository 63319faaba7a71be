import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionHintProvider } from '../lib/session';
import { PageErrorBoundary } from './page-outlet';
import { createQueryClient } from './query-client';
import { VisitorRoutes } from './routes';

const queryClient = createQueryClient();

interface VisitorSiteProps {
  /** The page is laid out for a signed-in visitor until the session says otherwise. */
  sessionExpected: boolean;
}

/** The visitor site's pages under whichever router serves them (the browser's, or the prerender's). */
export function VisitorSite({ sessionExpected }: VisitorSiteProps) {
  return (
    <SessionHintProvider value={sessionExpected}>
      <PageErrorBoundary>
        <VisitorRoutes />
      </PageErrorBoundary>
    </SessionHintProvider>
  );
}

export function App({ sessionExpected }: VisitorSiteProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <VisitorSite sessionExpected={sessionExpected} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
