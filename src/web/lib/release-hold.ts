import { apiFetch } from './api';

/** DELETE /api/holds/:id: gives the seats back at once. */
export async function releaseHold(holdId: string): Promise<void> {
  await apiFetch<null>(`/api/holds/${encodeURIComponent(holdId)}`, { method: 'DELETE' });
}
