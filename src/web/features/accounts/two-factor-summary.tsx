import { t } from '../../lib/staff-texts';
import { useTwoFactorStatus } from './two-factor-api';

/**
 * Beside the staff member's address on the staff site: how many backup codes are left, once
 * a second factor is set up, so that running out is seen before it locks anyone out.
 */
export function TwoFactorSummary() {
  const { data } = useTwoFactorStatus();
  if (!data?.enabled) return null;
  const left = data.backupCodesLeft;
  return (
    <span className={left <= 2 ? 'two-factor-summary two-factor-summary--low' : 'two-factor-summary'}>
      {t('twoFactor.backupCodesLeft', { left })}
    </span>
  );
}
