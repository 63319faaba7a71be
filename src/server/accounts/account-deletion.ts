import type { Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { normaliseSender } from '../../shared/rules/mobile';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import { say } from '../http/said';
import type { Auth } from './auth';

/**
 * What deleting an account does to its bookings (the bookings feature's account-erasure.ts), in
 * the deletion's transaction: upcoming bookings cancelled, their seats offered on.
 */
export type EraseBookings = (
  trx: Transaction<Database>,
  userId: string,
  now: Date,
) => Promise<{ cancelled: number; anonymised: number }>;

export interface AccountDeletionOptions {
  database: Pick<DatabaseHandle, 'writeTransaction' | 'forgetErased'>;
  auth: Auth;
  clock: Clock;
  eraseBookings: EraseBookings;
}

export interface DeletedAccount {
  cancelled: number;
  anonymised: number;
  /** Set-Cookie headers that clear the session cookies in the browser. */
  cookies: string[];
}

/**
 * "Delete my account" (decision 0020): the visitor confirms by typing the account's e-mail;
 * staff and admin accounts are refused until their role is removed (the door's and the
 * audit's records name them). In one transaction: upcoming bookings are cancelled and every
 * booking keeps only its counts, the mail kept for the address goes, the text messages from
 * the numbers it proved go (the inbox would keep them a day), the sign-in and set-password
 * links, sessions, password and second factor go, and the account itself.
 */
export function createAccountDeletion({ database, auth, clock, eraseBookings }: AccountDeletionOptions) {
  return async function deleteAccount(user: CurrentUser, typedEmail: string): Promise<DeletedAccount> {
    const email = user.email.toLowerCase();
    if (typedEmail !== email)
      throw new AppError(400, 'email_mismatch', say('error.deleteAccountEmailMismatch'));
    const now = clock();
    const erased = await database.writeTransaction(async (trx) => {
      // Read again inside the transaction: a role given a moment ago counts.
      const account = await trx
        .selectFrom('users')
        .select('role')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!account) throw new AppError(401, 'unauthenticated', say('error.loginToContinue'));
      if (account.role !== 'visitor')
        throw new AppError(409, 'staff_account', say('error.staffAccountNotDeletable'));
      // Read before the bookings' erasure takes the challenges and mobiles that name them.
      const numbers = await numbersProvedBy(trx, user.id);
      const bookings = await eraseBookings(trx, user.id, now);
      if (numbers.length > 0) await trx.deleteFrom('sms_inbox').where('sender', 'in', numbers).execute();
      await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
      await deleteLinksOf(trx, user.id, email);
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('accounts').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('two_factor').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      return bookings;
    });
    // What the visitor was told is gone leaves the database's files too (decision 0041).
    await database.forgetErased();
    return { ...erased, cookies: await clearedSessionCookies(auth) };
  };
}

/** The account's mobile numbers as the SMS inbox stores senders: digits with country code. */
async function numbersProvedBy(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const challenged = await trx
    .selectFrom('verifications')
    .select(['country_code', 'mobile'])
    .where('user_id', '=', userId)
    .execute();
  const booked = await trx
    .selectFrom('bookings')
    .select('mobile')
    .where('user_id', '=', userId)
    .where('mobile', 'is not', null)
    .execute();
  const numbers = [
    ...challenged.map((row) => `${row.country_code}${row.mobile}`),
    ...booked.map((row) => row.mobile ?? ''),
  ];
  return [...new Set(numbers.map(normaliseSender))].filter((digits) => digits.length > 0);
}

/**
 * better-auth's stored links: a set-password link holds the user's id, a sign-in link a JSON
 * value with the address (identifiers are hashed, so the value is what can be matched).
 */
async function deleteLinksOf(trx: Transaction<Database>, userId: string, email: string): Promise<void> {
  const links = await trx.selectFrom('auth_tokens').select(['id', 'value']).execute();
  const theirs = links.filter((link) => link.value === userId || emailOfLink(link.value) === email);
  if (theirs.length === 0) return;
  await trx
    .deleteFrom('auth_tokens')
    .where(
      'id',
      'in',
      theirs.map((link) => link.id),
    )
    .execute();
}

function emailOfLink(value: string): string | null {
  try {
    const parsed = JSON.parse(value) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Expired copies of better-auth's session cookies, with the attributes it sets them with. */
async function clearedSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) => {
      const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path}`];
      if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
      if (attributes.httpOnly) parts.push('HttpOnly');
      if (attributes.secure) parts.push('Secure');
      if (attributes.sameSite) parts.push(`SameSite=${capitalised(String(attributes.sameSite))}`);
      return parts.join('; ');
    },
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
