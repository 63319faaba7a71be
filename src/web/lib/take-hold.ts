import { type Hold, holdSchema, type SeatsRequest } from '../../shared/schemas/holds';
import { apiFetch } from './api';

/** POST /api/holds: holds the seats (replacing the visitor's hold); 409 slot_full when they are not free. */
export function takeHold(request: SeatsRequest): Promise<Hold> {
  return apiFetch('/api/holds', holdSchema, { method: 'POST', body: JSON.stringify(request) });
}
