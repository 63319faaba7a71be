import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use } from 'react';
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
// The staff site's texts, fetched as soon as its chunk is here. (Not a top-level await: with
// one, the build splits the modules this chunk shares with the visitor site out of the entry,
// and the guest's home page downloads them as many small chunks.)
const staffTexts = loadStaffTexts();

function StaffSite() {
  use(staffTexts);
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

/** The staff site: the door, the day sheet and staff management, on the admin host. */
export function AdminApp() {
  // Nothing shows until the staff site's texts are here: it never paints a key.
  return (
    <Suspense fallback={null}>
      <StaffSite />
    </Suspense>
  );
}
