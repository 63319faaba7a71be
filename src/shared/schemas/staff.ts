import { z } from 'zod';
import { emailSchema } from './accounts';
import { isoDateSchema } from './slots';

// Staff management (admins only) and the audit of every staff action:
// GET/POST /api/admin/staff, PATCH/DELETE /api/admin/staff/:userId, GET /api/admin/audit.

export const staffRoleSchema = z.enum(['staff', 'admin']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: staffRoleSchema,
  /** True once the member has set up a second factor. */
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** Grants a role to an address, creating the account when needed. */
export const addStaffSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export const changeRoleSchema = z.object({ role: staffRoleSchema });
export const staffParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const auditQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /**
   * Words of an action: its name (`booking.status`, `staff.add`), what the audit page calls
   * it (`day closed`) or a door step (`refuse`); part of any of them matches.
   */
  action: z.string().trim().max(60).optional(),
  /** Part of the e-mail of who did it. */
  actor: z.string().trim().max(254).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  /** What was acted on: a booking id, a slot id, a date, a user id. */
  subject: z.string(),
  /** The e-mail of the account the entry is about, when `subject` is a user id; else null. */
  subjectEmail: z.string().nullable(),
  /** What the action changed, as it was and as it became (any JSON value; null where nothing was). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
