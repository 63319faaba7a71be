import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import { staffTexts } from '../../shared/staff-texts';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import type { Auth } from './auth';
import { backupCodeHash, stepOfCode } from './totp';
import {
  claimTotpStep,
  findEncryptedSecret,
  isBackupCodeUsed,
  rememberUsedBackupCode,
} from './two-factor.repository';

/**
 * What better-auth does not do with the codes: a code from the app passes once (RFC 6238
 * §5.2, its step is claimed in the database before better-auth checks it), a spent backup
 * code is told apart from a wrong one, and the backup codes left are counted.
 */
export function createTwoFactorCodes(deps: { auth: Auth; db: Kysely<Database> }) {
  const { auth, db } = deps;

  return {
    /**
     * Claims the step of `code` for the user, or refuses it as used. A code of no step near
     * now claims nothing: better-auth refuses it as wrong (and counts it).
     */
    async claimAppCode(userId: string, code: string): Promise<void> {
      const encrypted = await findEncryptedSecret(db, userId);
      if (!encrypted) return;
      const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: encrypted });
      // Date.now(), not the app's clock: better-auth checks the code by it, and both must agree.
      const step = stepOfCode(secret, code, Date.now());
      if (step === null) return;
      if (!(await claimTotpStep(db, userId, step)))
        throw new AppError(400, 'code_used', staffTexts.twoFactorCodeUsed);
    },

    async refuseSpentBackupCode(userId: string, code: string): Promise<void> {
      if (await isBackupCodeUsed(db, userId, backupCodeHash(code)))
        throw new AppError(400, 'code_used', staffTexts.twoFactorBackupCodeUsed);
    },

    rememberSpentBackupCode: (userId: string, code: string) =>
      rememberUsedBackupCode(db, userId, backupCodeHash(code)),

    /** How many backup codes the user has left (0 without a second factor). */
    async backupCodesLeft(userId: string): Promise<number> {
      if (!(await findEncryptedSecret(db, userId))) return 0;
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
      return backupCodes.length;
    },
  };
}
