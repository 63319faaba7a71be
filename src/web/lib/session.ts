import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { Me, sessionResponseSchema } from '../../shared/schemas/accounts';
import { apiFetch } from './api';
import { useBrowserValue } from './use-browser-value';

export const meQueryKey = ['me'] as const;

let sessionAnswer: (() => Promise<Me | null>) | undefined;

/**
 * The staff site opens with no network (decision 0060): it answers the session itself
 * (app/admin/remembered-staff.ts) with the staff member this device last saw signed in when
 * the server cannot be reached. Only the staff site sets this.
 */
export function answerSessionWith(answer: () => Promise<Me | null>): void {
  sessionAnswer = answer;
}

/** The signed-in user, or null for a guest, as the server says. */
export async function fetchMe(init: RequestInit = {}): Promise<Me | null> {
  return (await apiFetch<z.infer<typeof sessionResponseSchema>>('/api/session', init)).user;
}

/** The signed-in user, or null for a guest. */
export async function getMe(): Promise<Me | null> {
  return sessionAnswer ? sessionAnswer() : fetchMe();
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
