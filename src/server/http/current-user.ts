import type { FastifyRequest } from 'fastify';
import { texts } from '../../shared/texts';
import { AppError } from './errors';

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
  }
  interface FastifyContextConfig {
    /** Only for a signed-in user: a guest gets the 401 before the input is even read. */
    signedIn?: true;
  }
}

/** The signed-in user, or a 401 the caller can act on. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'unauthenticated', texts.loginToContinue);
  return request.currentUser;
}

export function isStaff(user: CurrentUser | null): boolean {
  return user?.role === 'staff' || user?.role === 'admin';
}
