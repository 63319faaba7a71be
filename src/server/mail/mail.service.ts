import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, MailOutboxTable } from '../db/schema';
import { afterCommit } from '../db/write-guard';
import { claimMail, findDueMail, insertMail, listRecentMail, markFailed, markSent } from './mail.repository';
import { createMailTemplates, type MailAttachment, type MailTemplate } from './mail-templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** `local`: kept in the outbox (no SMTP_URL); `failed`: will be tried again unless given up. */
export type MailStatus = 'sent' | 'failed' | 'local';

/** An outbox row as read back: the bodies, or the template and data they are rendered from. */
type OutboxRow = Pick<
  MailOutboxTable,
  | 'to_address'
  | 'subject'
  | 'text_body'
  | 'html_body'
  | 'attachments'
  | 'template'
  | 'template_data'
  | 'created_at'
>;

/** What goes into the outbox: a rendered message, or a template's subject and data. */
type OutboxEntry =
  | { message: MailMessage }
  | { to: string; subject: string; template: string; data: unknown; bookingId: string | null };

export interface MailServiceOptions {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is given up. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** How long an attempt may take before another instance may try the same message. */
const ATTEMPT_LEASE_MS = 5 * 60_000;
/** How many due messages one pass reads. */
const DUE_BATCH = 20;

function plusMs(date: Date, ms: number): string {
  return new Date(date.getTime() + ms).toISOString();
}

/** The failure without the message's addresses (SMTP replies often quote the recipient). */
function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>').slice(0, 500);
}

export function createMailService({ db, smtpUrl, from, clock, log }: MailServiceOptions) {
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  const templates = createMailTemplates();
  const inFlight = new Set<Promise<unknown>>();
  let delivering: Promise<unknown> | null = null;
  let deliverAgain = false;

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  }

  /** The message of an outbox row, rendered from its template if it has one. */
  function messageOf(row: OutboxRow): MailMessage {
    const body =
      row.template && row.template_data
        ? templates.render(row.template, row.template_data, new Date(row.created_at))
        : {
            text: row.text_body ?? '',
            html: row.html_body ?? '',
            attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [],
          };
    return { to: row.to_address, subject: row.subject, ...body };
  }

  /**
   * One delivery attempt of a message claimed until `lease` (rendered here, so a template that
   * fails counts as a failed attempt); records the outcome while the claim holds. A sender
   * whose claim lapsed meanwhile (a slow server, a paused process) records nothing: another
   * sender has the message, and its outcome must not be overwritten (a late failure would
   * send a delivered message again).
   */
  async function attempt(
    id: string,
    lease: string,
    before: number,
    compose: () => MailMessage,
  ): Promise<MailStatus> {
    if (!transport) return 'failed';
    try {
      const { to, subject, text, html, attachments = [] } = compose();
      await transport.sendMail({ from, to, subject, text, html, attachments });
      if (!(await markSent(db, id, lease, clock().toISOString()))) {
        log.warn({ mailId: id }, 'mail sent after its claim lapsed; another sender has it');
      }
      return 'sent';
    } catch (error) {
      const attempts = before + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const code = (error as { code?: string }).code;
      if (!(await markFailed(db, id, lease, describeFailure(error), delay ? plusMs(clock(), delay) : null))) {
        log.warn({ mailId: id, code }, 'mail not sent, and its claim lapsed; another sender has it');
      } else if (delay) log.warn({ mailId: id, attempts, code }, 'mail not sent, will try again');
      else log.error({ mailId: id, attempts, code }, 'mail not sent, given up after the last attempt');
      return 'failed';
    }
  }

  /**
   * One pass over the oldest due messages: each one this instance claims is tried; one that
   * another instance claimed first is left to it. How many were read and how many tried.
   */
  async function passOverDue(): Promise<{ found: number; tried: number }> {
    if (!transport) return { found: 0, tried: 0 };
    const now = clock();
    const due = await findDueMail(db, now.toISOString(), DUE_BATCH);
    let tried = 0;
    for (const row of due) {
      if (!row.next_attempt_at) continue;
      const lease = plusMs(now, ATTEMPT_LEASE_MS);
      if (!(await claimMail(db, row.id, row.next_attempt_at, lease))) continue;
      await attempt(row.id, lease, row.attempts, () => messageOf(row));
      tried += 1;
    }
    return { found: due.length, tried };
  }

  /** Tries the oldest due messages (one pass); returns how many were tried. */
  async function retryDue(): Promise<number> {
    return (await passOverDue()).tried;
  }

  /** Writes the entry to the outbox; `nextAttemptAt` says when it is due for sending. */
  async function writeToOutbox(
    to: Kysely<Database> | Transaction<Database>,
    entry: OutboxEntry,
    nextAttemptAt: (now: Date) => string,
  ): Promise<string> {
    const id = randomUUID();
    const now = clock();
    const content =
      'message' in entry
        ? {
            to: entry.message.to,
            subject: entry.message.subject,
            text: entry.message.text,
            html: entry.message.html,
            attachments: entry.message.attachments?.length ? JSON.stringify(entry.message.attachments) : null,
            template: null,
            templateData: null,
            bookingId: null,
          }
        : {
            to: entry.to,
            subject: entry.subject,
            text: null,
            html: null,
            attachments: null,
            template: entry.template,
            templateData: JSON.stringify(entry.data),
            bookingId: entry.bookingId,
          };
    await insertMail(to, {
      id,
      ...content,
      status: transport ? 'pending' : 'local',
      createdAt: now.toISOString(),
      nextAttemptAt: transport ? nextAttemptAt(now) : null,
    });
    return id;
  }

  /** Delivers due mail in the background; a request while one runs makes it run once more. */
  function deliverQueued(): void {
    if (!transport) return;
    if (delivering) {
      deliverAgain = true;
      return;
    }
    delivering = track(retryDue())
      .catch((error: unknown) =>
        log.error({ code: (error as { code?: string }).code }, 'mail delivery failed'),
      )
      .finally(() => {
        delivering = null;
        if (deliverAgain) {
          deliverAgain = false;
          deliverQueued();
        }
      });
  }

  return {
    /**
     * Writes the message to the outbox, then tries to send it once. A failure is recorded on
     * the row and retried later; it never throws for a send failure.
     */
    async sendMail(message: MailMessage): Promise<{ id: string; status: MailStatus }> {
      // Claimed by this attempt; if the process dies mid-send another run picks it up.
      const lease = plusMs(clock(), ATTEMPT_LEASE_MS);
      const id = await writeToOutbox(db, { message }, () => lease);
      if (!transport) return { id, status: 'local' };
      return { id, status: await track(attempt(id, lease, 0, () => message)) };
    },

    /**
     * Registers a kind of mail queued in transactions and returns the function that queues one:
     * it writes the mail in the caller's transaction (a transactional outbox: it exists exactly
     * when the caller's rows do), due at once, and delivered as soon as that transaction has
     * committed. Only inside write work (DatabaseHandle.writeTransaction). `bookingId` names
     * the booking the mail is about, so the booking's log lists it.
     */
    template<Data>(name: string, template: MailTemplate<Data>) {
      templates.add(name, template);
      return (trx: Transaction<Database>, to: string, data: Data, bookingId: string | null = null) => {
        afterCommit(deliverQueued);
        const entry = { to, subject: template.subject(data), template: name, data, bookingId };
        return writeToOutbox(trx, entry, (now) => now.toISOString());
      };
    },

    deliverQueued,

    retryDue: () => track(retryDue()),

    /** The newest messages of the outbox, rendered, for the local mailbox page. */
    async recent(limit: number) {
      const rows = await listRecentMail(db, limit);
      return rows.map((row) => ({ ...row, message: messageOf(row) }));
    },

    /**
     * Every due message, a pass at a time, until a pass finds fewer than it reads (the mail
     * job); returns how many this instance tried. Every message tried or claimed elsewhere is
     * no longer due, so each pass reads new ones.
     */
    async deliverAllDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const { found, tried } = await track(passOverDue());
        total += tried;
        if (found < DUE_BATCH) return total;
      }
    },

    /** Waits for the messages being sent, then closes the SMTP connection. */
    async stop(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
