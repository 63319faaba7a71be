import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { answerSessionWith } from '../../lib/session';
import { loadStaffTexts } from '../../lib/staff-texts';
import { PageErrorBoundary } from '../page-outlet';
import { createQueryClient } from '../query-client';
import { AdminRoutes } from './admin-routes';
import { installStaffApp } from './install-staff-app';
import { sessionOrRemembered } from './remembered-staff';
import { watchForTwoFactor } from './two-factor-state';
import './admin.css';

const queryClient = createQueryClient();
watchForTwoFactor(queryClient);
installStaffApp();
answerSessionWith(sessionOrRemembered);
// The staff site's texts, before its first render (main.tsx renders once this module is here).
await loadStaffTexts();

/** The staff site: the door, the day sheet and staff management, on the admin host. */
export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageErrorBoundary>
          <AdminRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
