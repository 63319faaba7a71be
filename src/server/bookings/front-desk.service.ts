import type { Kysely } from 'kysely';
import { frontDeskTexts } from '../../shared/front-desk-texts';
import { BOOKING_STATUS, holdsSeats } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { hasDuplicateDocumentNumbers, maskDocumentNumber } from '../../shared/rules/person';
import type { Ticket } from '../../shared/schemas/bookings';
import type { DoorBookingSummary } from '../../shared/schemas/door';
import {
  type BookingLog,
  type BookingSearchResponse,
  type PersonCorrection,
  SEARCH_PAGE_SIZE,
  type StaffBooking,
} from '../../shared/schemas/front-desk';
import { texts } from '../../shared/texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { laterMailLanguage } from '../mail/mail-texts';
import type { Seats } from '../seats/seats';
import { DELETED_ACCOUNT } from './account-erasure';
import type { BookingMove } from './booking-move';
import {
  type BookingRow,
  changeStatus,
  findBooking,
  findPeople,
  insertStatusEvent,
} from './bookings.repository';
import type { BookingConfirmations, BookingContext } from './bookings.service';
import { visitMailBooking } from './confirmation-mail';
import { findBookingsByIds, findEvents, findPeopleOf, type SummaryRow } from './door.repository';
import type { DoorService } from './door.service';
import type { DoorSearch } from './door-search';
import { doorQuery } from './door-search';
import { toEvent, toSummaries } from './door-view';
import { findChanges, findMails, ownerMailbox, searchAllDates, updatePerson } from './front-desk.repository';
import type { createFrontDeskMail } from './front-desk-mail';
import { toTicket } from './ticket';

export interface FrontDeskOptions {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  clock: Clock;
  door: Pick<DoorService, 'view'>;
  doorSearch: Pick<DoorSearch, 'search'>;
  move: BookingMove;
  seats: Pick<Seats, 'giveBack'>;
  audit: Pick<AuditService, 'record'>;
  confirmations: Pick<BookingConfirmations, 'queue'>;
  mails: ReturnType<typeof createFrontDeskMail>;
  /** Staff act from the admin site: the visitor's mail links to the configured site. */
  originOf: (context: BookingContext) => string;
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** A mail row's delivery in one word. */
function mailState(row: { status: string; next_attempt_at: string | null }) {
  if (row.status === 'sent') return 'delivered' as const;
  if (row.status === 'local') return 'local' as const;
  // A failed attempt with another one due is still on its way; with none, it was given up.
  if (row.status === 'failed' && row.next_attempt_at === null) return 'failed' as const;
  return 'pending' as const;
}

/** A document number as the audit keeps it: the last four characters, like the public ticket. */
const auditedDocument = (documentNumber: string | null) =>
  documentNumber === null ? null : maskDocumentNumber(documentNumber);

/**
 * The front desk: any booking found over every date, its page with its log, and the changes
 * staff make for a visitor. Each change is one transaction with its audit entry (before and
 * after) and, where the visitor is told, its mail.
 */
export function createFrontDesk(options: FrontDeskOptions) {
  const {
    db,
    writeTransaction,
    clock,
    door,
    doorSearch,
    move,
    seats,
    audit,
    confirmations,
    mails,
    originOf,
  } = options;

  async function log(bookingId: string): Promise<BookingLog> {
    const [events, changes, sent] = await Promise.all([
      findEvents(db, bookingId),
      findChanges(db, bookingId),
      findMails(db, bookingId),
    ]);
    return {
      steps: events.map(toEvent),
      changes: changes.map((row) => ({
        at: row.at,
        action: row.action,
        by: row.actor_user_id ? { id: row.actor_user_id, email: row.email ?? '' } : null,
        before: parsed(row.before),
        after: parsed(row.after),
      })),
      mails: sent.map((row) => ({
        subject: row.subject,
        at: row.created_at,
        sentAt: row.sent_at,
        state: mailState(row),
        attempts: row.attempts,
      })),
    };
  }

  async function view(bookingId: string, viewer: CurrentUser): Promise<StaffBooking | null> {
    const booking = await door.view(bookingId, viewer);
    return booking ? { ...booking, log: await log(bookingId) } : null;
  }

  async function current(bookingId: string, viewer: CurrentUser): Promise<StaffBooking> {
    return (await view(bookingId, viewer)) as StaffBooking;
  }

  /** The booking a change is about; an erased account's keeps only counts and is not changed. */
  async function changeable(bookingId: string) {
    const booking = await findBooking(db, bookingId);
    if (!booking || booking.user_id === DELETED_ACCOUNT) throw notFound(texts.bookingNotFound);
    return booking;
  }

  return {
    view,

    /** With a date, the door's search; without, every date, newest visit first, a page at a time. */
    async search(q: string, date: string | undefined, page: number): Promise<BookingSearchResponse> {
      if (date) return doorSearch.search(q, date);
      const exact = q ? await findBookingsByIds(db, [q]) : [];
      if (exact.length > 0) return { bookings: await withPeople(exact), page: 1, hasMore: false };
      const query = doorQuery(q);
      if (!query) return { bookings: [], page, hasMore: false };
      const rows = await searchAllDates(db, query, (page - 1) * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE + 1);
      const bookings = await withPeople(rows.slice(0, SEARCH_PAGE_SIZE));
      return { bookings, page, hasMore: rows.length > SEARCH_PAGE_SIZE };
    },

    async move(actor: CurrentUser, bookingId: string, slotId: string): Promise<StaffBooking> {
      await move({ kind: 'staff', user: actor }, bookingId, slotId);
      return current(bookingId, actor);
    },

    /** The owner's own move (by the booking cut-off); answers their ticket. */
    async moveOwn(
      user: CurrentUser,
      bookingId: string,
      slotId: string,
      context: BookingContext,
    ): Promise<Ticket> {
      await move({ kind: 'owner', user }, bookingId, slotId, context);
      const booking = (await findBooking(db, bookingId)) as BookingRow;
      return toTicket(booking, await findPeople(db, bookingId), user);
    },

    /** Cancelled by the trust: status −1 with the reason, the seats back, the visitor told. */
    async cancel(actor: CurrentUser, bookingId: string, reason: string): Promise<StaffBooking> {
      const booking = await changeable(bookingId);
      if (booking.status !== BOOKING_STATUS.booked && booking.status !== BOOKING_STATUS.validated) {
        throw new AppError(409, 'not_cancellable', frontDeskTexts.notCancellable);
      }
      const cancelled = BOOKING_STATUS.cancelled;
      const at = clock().toISOString();
      const people = await findPeople(db, bookingId);
      const owner = await ownerMailbox(db, booking.user_id);
      await writeTransaction(async (trx) => {
        // Conditional on the status read above: a door step or a second cancel meanwhile
        // refuses this one instead of returning the seats twice.
        if (!(await changeStatus(trx, booking, booking.status, cancelled, at))) {
          throw new AppError(409, 'not_cancellable', frontDeskTexts.notCancellable);
        }
        await insertStatusEvent(trx, {
          bookingId,
          from: booking.status,
          to: cancelled,
          byUserId: actor.id,
          at,
          reason,
        });
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'booking.cancel',
          subject: bookingId,
          before: { status: booking.status },
          after: { status: cancelled, reason },
        });
        if (owner) {
          const ticket = visitMailBooking(toTicket(booking, people, null));
          const language = laterMailLanguage(owner.locale, booking.language);
          await mails.cancelledByTrust(
            trx,
            owner.email,
            { booking: ticket, reason, appOrigin: originOf({}), language },
            bookingId,
          );
        }
        await seats.giveBack(trx, booking.slot_id, booking.people);
      });
      return current(bookingId, actor);
    },

    /** The confirmation mail again, to the owner's address, while the booking stands. */
    async resend(actor: CurrentUser, bookingId: string): Promise<StaffBooking> {
      const booking = await changeable(bookingId);
      if (!holdsSeats(booking.status))
        throw new AppError(409, 'booking_not_standing', frontDeskTexts.notStanding);
      const mailbox = await ownerMailbox(db, booking.user_id);
      if (!mailbox) throw new AppError(409, 'no_address', frontDeskTexts.noAddress);
      const people = await findPeople(db, bookingId);
      const at = clock().toISOString();
      const language = laterMailLanguage(mailbox.locale, booking.language);
      await writeTransaction(async (trx) => {
        const owner = {
          id: booking.user_id,
          email: mailbox.email,
          displayName: null,
          role: 'visitor' as const,
        };
        await confirmations.queue(trx, toTicket(booking, people, null), owner, { language });
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'booking.resend',
          subject: bookingId,
          before: null,
          after: { mail: 'booking-confirmed' },
        });
      });
      return current(bookingId, actor);
    },

    /** A misspelt name or a mistyped document, by the booking form's rules. */
    async correctPerson(
      actor: CurrentUser,
      bookingId: string,
      position: number,
      change: PersonCorrection,
    ): Promise<StaffBooking> {
      await changeable(bookingId);
      const people = await findPeople(db, bookingId);
      const person = people[position];
      if (!person) throw new AppError(404, 'person_not_found', frontDeskTexts.personNotFound);
      if (person.document_number === null) {
        throw new AppError(409, 'person_erased', frontDeskTexts.personErased);
      }
      const name = change.name ?? person.name;
      const documentNumber = change.documentNumber ?? person.document_number;
      const numbers = people.map((other, index) => ({
        documentNumber: index === position ? documentNumber : (other.document_number ?? `erased-${index}`),
      }));
      if (hasDuplicateDocumentNumbers(numbers)) {
        throw new AppError(400, 'invalid_input', texts.duplicateDocumentNumber);
      }
      const at = clock().toISOString();
      await writeTransaction(async (trx) => {
        await updatePerson(trx, bookingId, position, { name, document_number: documentNumber }, at);
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'booking.person',
          subject: bookingId,
          before: {
            person: position,
            name: person.name,
            documentNumber: auditedDocument(person.document_number),
          },
          after: { person: position, name, documentNumber: auditedDocument(documentNumber) },
        });
      });
      return current(bookingId, actor);
    },
  };

  async function withPeople(rows: SummaryRow[]): Promise<DoorBookingSummary[]> {
    const ids = rows.map((row) => row.id);
    return toSummaries(rows, await findPeopleOf(db, ids));
  }
}

export type FrontDesk = ReturnType<typeof createFrontDesk>;
