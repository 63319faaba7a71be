import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface NewMail {
  id: string;
  to: string;
  subject: string;
  /** The bodies, or null when `template` renders them. */
  text: string | null;
  html: string | null;
  /** JSON of the attachments, or null. */
  attachments: string | null;
  template: string | null;
  /** JSON of the template's data, or null. */
  templateData: string | null;
  status: 'pending' | 'local';
  createdAt: string;
  nextAttemptAt: string | null;
  /** The booking the mail is about, if any. */
  bookingId?: string | null;
}

// Compiled once: every booking and cancellation queues a mail (prepared-query.ts).
const mailInsert = preparedQuery<NewMail>({ deferred: true })((db, value) =>
  db.insertInto('mail_outbox').values({
    id: value('id'),
    to_address: value('to'),
    subject: value('subject'),
    text_body: value('text'),
    html_body: value('html'),
    attachments: value('attachments'),
    template: value('template'),
    template_data: value('templateData'),
    status: value('status'),
    created_at: value('createdAt'),
    next_attempt_at: value('nextAttemptAt'),
    booking_id: value('bookingId'),
  }),
);

export async function insertMail(db: Db, mail: NewMail): Promise<void> {
  await mailInsert(db, { ...mail, bookingId: mail.bookingId ?? null });
}

/** Messages waiting for a (next) attempt whose time has come, oldest first. */
export async function findDueMail(db: Db, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a due message for this instance by moving its next attempt on to `leaseUntil`; false
 * when another instance took it first (it moved `next_attempt_at` already). `leaseUntil` is
 * the claim: whoever takes the message after it lapses sets a later one, so it names one sender.
 */
export async function claimMail(db: Db, id: string, seenNextAttemptAt: string, leaseUntil: string) {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('next_attempt_at', '=', seenNextAttemptAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the delivery, only while the sender's claim (`lease`) still holds; false when it
 * lapsed and another sender took the message: that sender's outcome stands.
 */
export async function markSent(db: Db, id: string, lease: string, sentAt: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      attempts: eb('attempts', '+', 1),
      sent_at: sentAt,
      last_error: null,
      next_attempt_at: null,
    }))
    .where('id', '=', id)
    .where('next_attempt_at', '=', lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed attempt (`nextAttemptAt` null means no more attempts), only while the
 * sender's claim (`lease`) still holds, like markSent.
 */
export async function markFailed(
  db: Db,
  id: string,
  lease: string,
  lastError: string,
  nextAttemptAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'failed',
      attempts: eb('attempts', '+', 1),
      last_error: lastError,
      next_attempt_at: nextAttemptAt,
    }))
    .where('id', '=', id)
    .where('next_attempt_at', '=', lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listRecentMail(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'attachments',
      'template',
      'template_data',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
