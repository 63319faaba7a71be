import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client';
import { createRouter } from './routes';

const queryClient = createQueryClient();
// Made on first render, not on import: the admin host imports this module too but never
// renders it, and a second browser router would answer its history changes.
let router: ReturnType<typeof createRouter> | undefined;

export function App() {
  router ??= createRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
