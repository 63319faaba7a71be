import type { StaffRole } from '../../../shared/schemas/staff';
import { msg } from '../../lib/staff-texts';

/** Each role's name, a key of the staff catalog. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  staff: msg('staff.role.staff'),
  admin: msg('staff.role.admin'),
};
