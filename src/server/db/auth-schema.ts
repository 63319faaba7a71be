import type { Generated } from 'kysely';

// Row types of better-auth's tables (with our few columns beside its own), part of `Database`
// in schema.ts.

/**
 * better-auth's tables. It writes their instants as Date values on PostgreSQL and as ISO-8601
 * text on SQLite (see migration 0002), so they read back as either.
 */
type AuthInstant = Date | string;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Generated<boolean | number>;
  /** Empty until the visitor saves a name. */
  display_name: string;
  image: string | null;
  role: string;
  two_factor_enabled: Generated<boolean | number>;
  /** The visitor's language for mails (migration 0014); null until they choose one. */
  locale: Generated<string | null>;
  created_at: AuthInstant;
  updated_at: AuthInstant;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: AuthInstant;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthInstant;
  updated_at: AuthInstant;
  /** Ours: when this session passed the second factor (ISO text); better-auth never sets it. */
  two_factor_passed_at: string | null;
}

/** better-auth's two-factor plugin: the TOTP secret and backup codes, both encrypted. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: boolean | number;
  failed_verification_count: number;
  locked_until: AuthInstant | null;
  /** Ours: the 30-second step of the last code from the app accepted (migration 0008). */
  last_totp_step: number | null;
  /** Ours: JSON array of SHA-256 hashes (base64url) of the backup codes spent. */
  used_backup_codes: string | null;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  /** `credential` for e-mail + password. */
  provider_id: string;
  password: string | null;
  created_at: AuthInstant;
  updated_at: AuthInstant;
}

/** better-auth's verification values: sign-in and set-password links, identifiers hashed. */
export interface AuthTokensTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthInstant;
  created_at: AuthInstant;
  updated_at: AuthInstant;
}
