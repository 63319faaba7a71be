import type { OfflineStep, OfflineStepsResponse, Roster } from '../../../../shared/schemas/door-offline';
import { lookupFetch } from '../door-fetch';
import type { QueuedStep } from './kept-roster';

/** An upload of many steps may take longer than a lookup; past this the door counts as offline. */
const UPLOAD_TIMEOUT_MS = 10_000;

/** Today's roster: the whole day, or with `since` what changed after it. */
export function getRoster(since: string | undefined): Promise<Roster> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  return lookupFetch<Roster>(`/api/admin/door/roster${query}`);
}

/** Steps taken offline, in the order taken; the server answers for each by its nonce. */
export function postSteps(queued: readonly QueuedStep[]): Promise<OfflineStepsResponse> {
  const steps: OfflineStep[] = queued.map(({ seq: _seq, userId: _userId, ...step }) => step);
  return lookupFetch<OfflineStepsResponse>('/api/admin/door/steps', UPLOAD_TIMEOUT_MS, {
    method: 'POST',
    body: JSON.stringify({ steps }),
  });
}
