import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { HttpError } from '../../lib/api';

// Admin calls answer 403 `two_factor_required` until the admin has passed a second factor in
// this session. Whichever call hears it first turns the staff site to the second-factor screen.

let required = false;
const listeners = new Set<() => void>();

function setRequired(value: boolean): void {
  if (required === value) return;
  required = value;
  for (const listener of listeners) listener();
}

function isTwoFactorRefusal(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && error.code === 'two_factor_required';
}

/** Listens to every query and mutation of the staff site for the refusal. */
export function watchForTwoFactor(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isTwoFactorRefusal(event.action.error))
      setRequired(true);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isTwoFactorRefusal(event.action.error))
      setRequired(true);
  });
}

/** The second factor has been passed (or the session ended): back to the pages. */
export function twoFactorPassed(): void {
  setRequired(false);
}

export function useTwoFactorRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => required,
  );
}
