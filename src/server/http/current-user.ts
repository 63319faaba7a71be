import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { say } from './said';

export type Role = 'visitor' | 'staff' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie by the accounts feature. */
    currentUser: CurrentUser | null;
    /** The id of the session that signed-in user came with. */
    currentSessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Only for a signed-in user: a guest gets the 401 before the input is even read. */
    signedIn?: true;
  }
}

/** The signed-in user, or a 401 the caller can act on. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'unauthenticated', say('error.loginToContinue'));
  return request.currentUser;
}

export function isStaff(user: CurrentUser | null): boolean {
  return user?.role === 'staff' || user?.role === 'admin';
}
