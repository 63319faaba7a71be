import { pipeline, Readable } from 'node:stream';
import { type Stringifier, stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { ageBandOf } from '../../shared/rules/age-bands';
import { statusName } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { datesBetween, indiaDateOf, indiaTimeOf } from '../../shared/rules/india-clock';
import { NO_DOCUMENT_TEXT, personDocument } from '../../shared/rules/person-document';
import { type ExportKind, FEEDBACK_QUESTIONS, type ReportRange } from '../../shared/schemas/reports';
import type { AuditService } from '../audit/audit.service';
import type { statesOf } from '../countries/country-list';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import {
  type BookingExportRow,
  bookingsPage,
  type VisitorExportRow,
  visitorsPage,
  walkInsOfDate,
} from './exports.repository';
import { eachRowByDay } from './report-queries';
import { type FeedbackRow, feedbackPage } from './reports.repository';
import { walkInVisitors } from './walk-in-rows';

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

/** Country and state names from their ISO codes; a code without a name stays as stored. */
interface PlaceNames {
  country(isoCode: string): string;
  state(countryCode: string, stateCode: string): string;
}

function placeNames(countries: { isoCode: string; name: string }[], states: typeof statesOf): PlaceNames {
  const countryNames = new Map(countries.map((country) => [country.isoCode, country.name]));
  return {
    country: (isoCode) => countryNames.get(isoCode) ?? isoCode,
    state: (countryCode, stateCode) =>
      states(countryCode)?.find((state) => state.isoCode === stateCode)?.name ?? stateCode,
  };
}

const yesNo = (answer: unknown) => (answer === true ? 'Yes' : answer === false ? 'No' : '');

/** An instant as India wall-clock time, as the app shows times: `2026-11-25 18:30` (the header says IST). */
const indiaDateTime = (iso: string) => {
  const instant = new Date(iso);
  return `${indiaDateOf(instant)} ${indiaTimeOf(instant)}`;
};

/** The one rule of the staff pages: a generated id is no document (decision 0029). */
function documentCell(documentNumber: string | null): string | null {
  const document = personDocument(documentNumber);
  if (document.kind === 'none') return NO_DOCUMENT_TEXT;
  return document.kind === 'erased' ? null : document.number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const exportsWith = (places: PlaceNames): Record<ExportKind, ExportDefinition> => ({
  bookings: {
    header: [
      'booking',
      'visit_date',
      'slot',
      'status',
      'status_code',
      'people',
      'walk_in',
      'admitted',
      'mobile',
      'email',
      'booked_at_ist',
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
          yesNo(Number(row.walk_in) === 1),
          row.admitted === null ? null : Number(row.admitted),
          row.mobile,
          row.email,
          indiaDateTime(row.created_at),
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
      'age_band',
      'document_number',
      'walk_in',
    ],
    async *rows(db, range) {
      // A day's booked visitors, then its walk-in parties (no people rows: see walk-in-rows.ts).
      for (const date of datesBetween(range.from, range.to)) {
        const day = { from: date, to: date };
        for await (const row of eachRowByDay<VisitorExportRow>(day, (date, after, size) =>
          visitorsPage(db, date, after, size),
        )) {
          const age = row.age_years === null ? null : Number(row.age_years);
          yield [
            row.booking_id,
            row.date,
            row.slot_label,
            statusName(Number(row.status)),
            Number(row.position),
            row.name,
            row.gender,
            row.nationality,
            age,
            ageBandOf(age),
            documentCell(row.document_number),
            'No',
          ];
        }
        for (const party of await walkInsOfDate(db, date)) {
          for (const visitor of walkInVisitors(party)) {
            yield [
              party.id,
              party.date,
              party.slot_label,
              statusName(Number(party.status)),
              visitor.position,
              visitor.name,
              null,
              visitor.nationality,
              null,
              visitor.ageBand,
              null,
              'Yes',
            ];
          }
        }
      }
    },
  },
  feedback: {
    header: [
      'booking',
      'visit_date',
      'slot',
      'submitted_at_ist',
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
        const country = text(answers.country);
        const state = text(answers.state);
        yield [
          row.booking_id,
          row.date,
          row.slot_label,
          indiaDateTime(row.created_at),
          ...FEEDBACK_QUESTIONS.map((question) => yesNo(answers[question.key])),
          country && places.country(country),
          state && places.state(country, state),
          text(answers.experience),
        ];
      }
    },
  },
});

export function exportFileName(kind: ExportKind, range: ReportRange): string {
  return `${kind}-${range.from}-to-${range.to}.csv`;
}

export function createExportsService(deps: {
  database: DatabaseHandle;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  /** The countries feature's list and states, for feedback.csv's place names. */
  countries: { isoCode: string; name: string }[];
  statesOf: typeof statesOf;
}) {
  const { database, clock, audit } = deps;
  const { db } = database;
  const EXPORTS = exportsWith(placeNames(deps.countries, deps.statesOf));

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
