import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { Me, sessionResponseSchema } from '../../shared/schemas/accounts';
import { apiFetch, isUnreachable } from './api';
import { useBrowserValue } from './use-browser-value';

export const meQueryKey = ['me'] as const;

/**
 * How long the staff site waits for the session before opening with the remembered staff
 * member. Long enough that a slow server is never taken for none (the answer might be that
 * nobody is signed in any more); a dead network fails at once and does not wait for it.
 */
const OFFLINE_SESSION_WAIT_MS = 10_000;

let offlineUser: (() => Me | null) | undefined;

/**
 * The staff site opens with no network (decision 0060): when the server cannot be reached,
 * `getMe` answers with the staff member this device last saw signed in, if any, and the
 * server is asked again once it answers. Only the staff site sets this.
 */
export function answerSessionOffline(lastSignedIn: () => Me | null): void {
  offlineUser = lastSignedIn;
}

/** The signed-in user, or null for a guest. */
export async function getMe(): Promise<Me | null> {
  const remembered = offlineUser?.() ?? null;
  try {
    const init = remembered ? { signal: AbortSignal.timeout(OFFLINE_SESSION_WAIT_MS) } : {};
    return (await apiFetch<z.infer<typeof sessionResponseSchema>>('/api/session', init)).user;
  } catch (error) {
    if (remembered && isUnreachable(error)) return remembered;
    throw error;
  }
}

/**
 * The session as the browser knows it: `user` is null when signed out and undefined while
 * the first answer is on its way.
 */
export function useSession() {
  const query = useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
  // A part of a prerendered page that React takes over late (its code came after the shell's)
  // must first render as the prerender did, with the session on its way, even if the answer
  // came meanwhile; it renders with the answer right after. (While the answer is still on its
  // way, as it usually is, the two agree and nothing renders twice.)
  const status = useBrowserValue(() => query.status, 'pending');
  return {
    user: status === 'success' ? query.data : undefined,
    isLoading: status === 'pending',
    error: status === 'error' ? query.error : null,
    refetch: query.refetch,
  };
}

const SessionHint = createContext(false);

/**
 * Whether the server sent this page to a browser holding a session cookie (it then sends the
 * page prerendered for a signed-in visitor, scripts/prerender-pages.ts).
 */
export const SessionHintProvider = SessionHint.Provider;

/**
 * Whether to lay the page out for a signed-in visitor: they are, or, while the session is on
 * its way, the server saw a session cookie. The shell then keeps its shape when the answer
 * comes instead of jumping from the guest's to the visitor's.
 */
export function useSignedInLayout(): boolean {
  const { user } = useSession();
  const hinted = useContext(SessionHint);
  return user === undefined ? hinted : user !== null;
}
