import type { z } from 'zod';
import type { Hold, holdSchema, SeatsRequest } from '../../shared/schemas/holds';
import { apiFetch } from './api';

/** POST /api/holds: holds the seats (replacing the visitor's hold); 409 slot_full when they are not free. */
export function takeHold(request: SeatsRequest): Promise<Hold> {
  return apiFetch<z.infer<typeof holdSchema>>('/api/holds', {
    method: 'POST',
    body: JSON.stringify(request),
  });
}
