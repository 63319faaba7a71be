import { pipeline, Readable } from 'node:stream';
import { type Stringifier, stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { statusName } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { type ExportKind, FEEDBACK_QUESTIONS, type ReportRange } from '../../shared/schemas/reports';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import {
  type BookingExportRow,
  bookingsPage,
  type VisitorExportRow,
  visitorsPage,
} from './exports.repository';
import { eachRowByDay } from './report-queries';
import { type FeedbackRow, feedbackPage } from './reports.repository';

// The CSV exports (decision 0025). Rows come from the database a day and a page at a time and
// go through csv-stringify as a stream, so memory holds a page, not the range. The BOM makes
// spreadsheet programs read the file as UTF-8 (Devanagari names stay readable), and
// escape_formulas puts a `'` before a cell starting with = + - @ tab or CR, so a name typed
// as a formula stays text when the file is opened.

type Cell = string | number | null;

interface ExportDefinition {
  header: string[];
  rows(db: Kysely<Database>, range: ReportRange): AsyncGenerator<Cell[]>;
}

const yesNo = (answer: unknown) => (answer === true ? 'Yes' : answer === false ? 'No' : '');

const EXPORTS: Record<ExportKind, ExportDefinition> = {
  bookings: {
    header: [
      'booking',
      'visit_date',
      'slot',
      'status',
      'status_code',
      'people',
      'mobile',
      'email',
      'booked_at',
    ],
    async *rows(db, range) {
      for await (const row of eachRowByDay<BookingExportRow>(range, (date, after, size) =>
        bookingsPage(db, date, after, size),
      )) {
        const status = Number(row.status);
        yield [
          row.id,
          row.date,
          row.slot_label,
          statusName(status),
          status,
          row.people,
          row.mobile,
          row.email,
          row.created_at,
        ];
      }
    },
  },
  visitors: {
    header: [
      'booking',
      'visit_date',
      'slot',
      'status',
      'position',
      'name',
      'gender',
      'nationality',
      'age_at_visit',
      'document_number',
    ],
    async *rows(db, range) {
      for await (const row of eachRowByDay<VisitorExportRow>(range, (date, after, size) =>
        visitorsPage(db, date, after, size),
      )) {
        yield [
          row.booking_id,
          row.date,
          row.slot_label,
          statusName(Number(row.status)),
          Number(row.position),
          row.name,
          row.gender,
          row.nationality,
          row.age_years === null ? null : Number(row.age_years),
          row.document_number,
        ];
      }
    },
  },
  feedback: {
    header: [
      'booking',
      'visit_date',
      'slot',
      'submitted_at',
      ...FEEDBACK_QUESTIONS.map((question) => question.key),
      'country',
      'state',
      'experience',
    ],
    async *rows(db, range) {
      for await (const row of eachRowByDay<FeedbackRow>(range, (date, after, size) =>
        feedbackPage(db, date, after, size),
      )) {
        const answers = JSON.parse(row.answers) as Record<string, unknown>;
        yield [
          row.booking_id,
          row.date,
          row.slot_label,
          row.created_at,
          ...FEEDBACK_QUESTIONS.map((question) => yesNo(answers[question.key])),
          typeof answers.country === 'string' ? answers.country : '',
          typeof answers.state === 'string' ? answers.state : '',
          typeof answers.experience === 'string' ? answers.experience : '',
        ];
      }
    },
  },
};

export function exportFileName(kind: ExportKind, range: ReportRange): string {
  return `${kind}-${range.from}-to-${range.to}.csv`;
}

export function createExportsService(deps: {
  database: DatabaseHandle;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}) {
  const { database, clock, audit } = deps;
  const { db } = database;

  return {
    /**
     * Records the export in the audit (who, when, which file, which range), then answers the
     * file as a stream. Recorded first: a download cut short was still handed out.
     */
    async open(actor: CurrentUser, kind: ExportKind, range: ReportRange): Promise<Stringifier> {
      await database.writeTransaction((trx) =>
        audit.record(trx, {
          at: clock().toISOString(),
          actorUserId: actor.id,
          action: 'export',
          subject: `${kind}.csv`,
          before: null,
          after: { file: `${kind}.csv`, from: range.from, to: range.to },
        }),
      );
      const definition = EXPORTS[kind];
      const csv = stringify({ bom: true, escape_formulas: true, header: true, columns: definition.header });
      // pipeline() ties both ends: a failed query destroys the file stream, so the response
      // ends early rather than looking complete, and a client that goes away stops the reads.
      // Either is reported through the reply's own stream error, so nothing is left to do here.
      return pipeline(Readable.from(definition.rows(db, range)), csv, () => {});
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
