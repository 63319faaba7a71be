import type { StaffRole } from '../../../shared/schemas/staff';

export const ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };
