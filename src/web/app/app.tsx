import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { PageErrorBoundary } from './page-outlet';
import { createQueryClient } from './query-client';
import { VisitorRoutes } from './routes';

const queryClient = createQueryClient();

/** The visitor site's pages under whichever router serves them (the browser's, or the prerender's). */
export function VisitorSite() {
  return (
    <PageErrorBoundary>
      <VisitorRoutes />
    </PageErrorBoundary>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <VisitorSite />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
