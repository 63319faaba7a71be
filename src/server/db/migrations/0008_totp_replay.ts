import type { Kysely } from 'kysely';

// A second factor's code passes once (RFC 6238 §5.2): `last_totp_step` is the 30-second step
// of the last code accepted for the user, and a code of that step or an earlier one is
// refused. `used_backup_codes` holds the SHA-256 hashes of backup codes already spent, so a
// spent one is told apart from a wrong one. Both live on the user's second-factor row, in the
// database, so every instance sees them; deleting the row (a reset) clears them.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('two_factor').addColumn('last_totp_step', 'integer').execute();
  await db.schema.alterTable('two_factor').addColumn('used_backup_codes', 'text').execute();
}
