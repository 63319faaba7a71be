import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../query-client';
import { createAdminRouter } from './admin-routes';
import { watchForTwoFactor } from './two-factor-state';
import './admin.css';

const queryClient = createQueryClient();
watchForTwoFactor(queryClient);
const router = createAdminRouter();

/** The staff site: the door, the day sheet and staff management, on the admin host. */
export function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
