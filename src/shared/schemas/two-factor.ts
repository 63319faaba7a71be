import { z } from 'zod';
import { staffTexts } from '../staff-texts';
import { PASSWORD_MAX_LENGTH } from './accounts';

// The second factor of staff accounts (TOTP with backup codes): GET /api/accounts/two-factor,
// POST /api/accounts/two-factor/enrol, …/confirm and …/verify.

/** The signed-in account's second factor, as far as this session goes. */
export const twoFactorStatusSchema = z.object({
  /** This account must pass the second factor before the admin API answers (admins, ADMIN_2FA=required). */
  required: z.boolean(),
  /** An authenticator app is set up (enrolment confirmed). */
  enabled: z.boolean(),
  /** This session has passed the second factor. */
  passed: z.boolean(),
  /** Backup codes not used yet (0 without a second factor). */
  backupCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Starts (or restarts, until confirmed) enrolment; accounts with a password confirm it. The body may be left out. */
export const twoFactorEnrolSchema = z
  .object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() })
  .optional();

/** Shown once: the `otpauth://` URI for the QR code, and the backup codes. */
export const twoFactorEnrolmentSchema = z.object({
  totpUri: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** A 6-digit code from the app (spaces allowed), or on verify also a backup code. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: staffTexts.twoFactorWrongCode })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(6, staffTexts.twoFactorWrongCode).max(32, staffTexts.twoFactorWrongCode)),
});

/** Codes from the authenticator app are six digits; anything else is tried as a backup code. */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
