import { randomUUID } from 'node:crypto';
import type { OfflineStep } from '../../shared/schemas/door-offline';
import type { TestApp } from '../../test/test-app';

// Calls of the offline door's API tests (issue 25).

export function getRoster(t: TestApp, cookie: string | undefined, since?: string) {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/door/roster${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The roster, which must be answered. */
export async function roster(t: TestApp, cookie: string, since?: string) {
  const response = await getRoster(t, cookie, since);
  if (response.statusCode !== 200) throw new Error(`roster failed: ${response.body}`);
  return response.json();
}

export function postSteps(t: TestApp, cookie: string | undefined, steps: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/door/steps',
    headers: cookie ? { cookie } : {},
    payload: { steps },
  });
}

/** A step as the device queues it, with a fresh nonce unless told. */
export function offlineStep(
  bookingId: string,
  step: Omit<OfflineStep, 'bookingId' | 'nonce'> & { nonce?: string },
) {
  return { nonce: randomUUID(), bookingId, ...step };
}

/** Uploads steps that must be answered 200; returns the results. */
export async function upload(t: TestApp, cookie: string, steps: unknown[]) {
  const response = await postSteps(t, cookie, steps);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().results;
}
