import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { auditFilterMatches } from '../../shared/rules/audit-actions';
import { containsText } from '../db/contains-text';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditRecord {
  at: string;
  /** Null for the command line and the trust's own jobs. */
  actorUserId: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Records one staff action; callers write it in the transaction of the action itself. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: record.at,
      actor_user_id: record.actorUserId,
      action: record.action,
      subject: record.subject,
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
}

export interface AuditFilter {
  /** Instants, `from` included, `to` excluded. */
  from: string;
  to: string;
  /** Words of an action's name, its label or a door step's (`schedule`, `day closed`, `refuse`). */
  action?: string;
  /** Part of the actor's e-mail. */
  actor?: string;
  limit: number;
}

/**
 * Newest first, with the actor's e-mail, and the e-mail of the account an entry is about when
 * its subject is one (staff changes record the user's id).
 */
export function listAudit(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .leftJoin('users as subject_users', 'subject_users.id', 'audit_log.subject')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_user_id',
      'users.email as actor_email',
      'subject_users.email as subject_email',
      'audit_log.action',
      'audit_log.subject',
      'audit_log.before',
      'audit_log.after',
    ])
    .where('audit_log.at', '>=', filter.from)
    .where('audit_log.at', '<', filter.to);
  const words = filter.action;
  if (words) {
    const { actions, doorSteps } = auditFilterMatches(words);
    query = query.where((eb) =>
      eb.or([
        containsText('audit_log.action', words),
        ...(actions.length > 0 ? [eb('audit_log.action', 'in', actions)] : []),
        // A door step is found by its step, which `after` records as JSON text.
        ...doorSteps.map((step) =>
          eb.and([
            eb('audit_log.action', '=', 'booking.status'),
            containsText('audit_log.after', `"step":"${step}"`),
          ]),
        ),
      ]),
    );
  }
  if (filter.actor) query = query.where(containsText('users.email', filter.actor));
  return query.orderBy('audit_log.at', 'desc').orderBy('audit_log.id').limit(filter.limit).execute();
}
