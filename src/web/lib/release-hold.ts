import { z } from 'zod';
import { apiFetch } from './api';

/** DELETE /api/holds/:id: gives the seats back at once. */
export async function releaseHold(holdId: string): Promise<void> {
  await apiFetch(`/api/holds/${encodeURIComponent(holdId)}`, z.null(), { method: 'DELETE' });
}
