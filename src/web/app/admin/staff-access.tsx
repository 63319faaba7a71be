import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect } from 'react';
import { TwoFactorScreen } from '../../features/accounts/two-factor-screen';
import { forgetDoorDevice } from '../../features/door/offline/door-device';
import { LoadError } from '../../lib/load-error';
import { useSession } from '../../lib/session';
import { PageLoading } from '../page-loading';
import { AdminSignIn } from './admin-sign-in';
import { NoStaffAccess } from './no-staff-access';
import { forgetStaff, rememberStaff } from './remembered-staff';
import { twoFactorPassed, useTwoFactorRequired } from './two-factor-state';

/**
 * What the staff site shows instead of its pages until they may be shown: a sign-in when
 * signed out, a plain refusal to a visitor account, the second factor when an admin call
 * asks for it.
 */
export function StaffAccess({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useSession();
  const twoFactorRequired = useTwoFactorRequired();
  const queryClient = useQueryClient();
  const userId = user?.id;

  // Another account, another session: whatever the last one was asked no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the account changes.
  useEffect(() => twoFactorPassed(), [userId]);

  // The door opens offline for the staff member signed in last (remembered-staff.ts); signed out, or
  // a visitor account, and this device keeps nothing: not who it was, nor the door's roster.
  useEffect(() => {
    if (user === undefined) return;
    if (user && user.role !== 'visitor') return rememberStaff(user);
    forgetStaff();
    void forgetDoorDevice();
  }, [user]);

  const onPassed = useCallback(() => {
    twoFactorPassed();
    void queryClient.invalidateQueries();
  }, [queryClient]);

  if (isLoading) return <PageLoading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (!user) return <AdminSignIn />;
  if (user.role === 'visitor') return <NoStaffAccess />;
  if (twoFactorRequired) return <TwoFactorScreen onPassed={onPassed} />;
  return children;
}
