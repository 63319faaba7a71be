import type { Kysely } from 'kysely';
import { AGE_BANDS, type AgeBand, ageBandOf } from '../../shared/rules/age-bands';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf } from '../../shared/rules/india-clock';
import {
  type DayFigure,
  FEEDBACK_QUESTIONS,
  type FeedbackReport,
  type Outcomes,
  type Report,
  type ReportRange,
} from '../../shared/schemas/reports';
import type { Database } from '../db/schema';
import { eachRowByDay } from './report-queries';
import {
  bookingsBySize,
  bookingsByStatus,
  busiestSlots,
  capacityByDate,
  type FeedbackRow,
  feedbackPage,
  peopleByAge,
  peopleByDate,
  peopleByNationality,
  walkInAges,
  walkInNationalities,
} from './reports.repository';

const BUSIEST_SLOTS = 10;

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

interface StatusRow {
  status: number;
  total: number;
  /** Of them, no-shows (rules/attendance.ts). */
  noShow: number;
  noShowPeople: number;
}

function outcomesOf(rows: StatusRow[]): Outcomes {
  const count = (statuses: number[], field: 'total' | 'noShow') =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row[field], 0);
  const waiting = [BOOKING_STATUS.booked, BOOKING_STATUS.validated];
  const checkedIn = count([BOOKING_STATUS.checkedIn, BOOKING_STATUS.checkedOut], 'total');
  const noShow = count(waiting, 'noShow');
  return {
    bookings: rows.reduce((sum, row) => sum + row.total, 0),
    cancelled: count([BOOKING_STATUS.cancelled], 'total'),
    refused: count([BOOKING_STATUS.refused], 'total'),
    checkedIn,
    noShow,
    noShowPeople: rows.reduce((sum, row) => sum + row.noShowPeople, 0),
    upcoming: count(waiting, 'total') - noShow,
    checkedInRate: rate(checkedIn, checkedIn + noShow),
    noShowRate: rate(noShow, checkedIn + noShow),
  };
}

interface FeedbackAnswersRead {
  country?: string;
  experience?: string;
  [question: string]: unknown;
}

/** The figures an admin reads for a range of visit dates. */
export function createReportsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Every country's code and name, for the feedback's answers. */
  countries: { isoCode: string; name: string }[];
}) {
  const { db, clock } = deps;
  const countryNames = new Map(deps.countries.map((country) => [country.isoCode, country.name]));

  return {
    async report(range: ReportRange): Promise<Report> {
      const now = clock();
      const today = indiaDateOf(now);
      const [capacities, people, statuses, busiest, nationalities, walkInSplit, ages, walkInAged, sizes] =
        await Promise.all([
          capacityByDate(db, range),
          peopleByDate(db, range),
          bookingsByStatus(db, range, now.toISOString()),
          busiestSlots(db, range, BUSIEST_SLOTS),
          peopleByNationality(db, range),
          walkInNationalities(db, range),
          peopleByAge(db, range),
          walkInAges(db, range),
          bookingsBySize(db, range),
        ]);

      // Days that had open slots or bookings, in date order.
      const days = new Map<string, DayFigure>();
      const dayOf = (date: string) => {
        const day = days.get(date) ?? { date, capacity: 0, booked: 0, visited: 0, walkIns: 0 };
        days.set(date, day);
        return day;
      };
      for (const row of capacities) dayOf(row.date).capacity = Number(row.capacity);
      for (const row of people) {
        const day = dayOf(row.date);
        day.booked = Number(row.booked);
        day.visited = Number(row.visited);
        day.walkIns = Number(row.walk_ins);
      }
      // Walk-in parties give their nationality as counts; they add to the booked people's.
      const byNationality = new Map<string, number>();
      for (const row of nationalities) byNationality.set(row.nationality, Number(row.people));
      for (const nationality of ['IN', 'OTHER'] as const) {
        const extra = Number(walkInSplit?.[nationality] ?? 0);
        if (extra > 0) byNationality.set(nationality, (byNationality.get(nationality) ?? 0) + extra);
      }

      const bands = new Map<AgeBand, number>();
      for (const row of ages) {
        const band = ageBandOf(row.age_years === null ? null : Number(row.age_years));
        bands.set(band, (bands.get(band) ?? 0) + Number(row.people));
      }
      // A walk-in party has no people rows: the counts staff gave, and the rest as unknown.
      for (const party of walkInAged) {
        const given = party.walk_in_ages ? (JSON.parse(party.walk_in_ages) as Record<AgeBand, number>) : {};
        let counted = 0;
        for (const [band, count] of Object.entries(given) as [AgeBand, number][]) {
          bands.set(band, (bands.get(band) ?? 0) + count);
          counted += count;
        }
        const unknown = Number(party.people) - counted;
        if (unknown > 0) bands.set('unknown', (bands.get('unknown') ?? 0) + unknown);
      }

      return {
        from: range.from,
        to: range.to,
        today,
        days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
        outcomes: outcomesOf(
          statuses.map((row) => ({
            status: Number(row.status),
            total: Number(row.total),
            noShow: Number(row.no_show),
            noShowPeople: Number(row.no_show_people),
          })),
        ),
        busiestSlots: busiest.map((row) => ({
          slotId: row.id,
          date: row.date,
          label: row.label,
          capacity: Number(row.capacity),
          booked: Number(row.booked),
        })),
        nationalities: [...byNationality]
          .map(([nationality, count]) => ({ nationality, people: count }))
          .sort((a, b) => b.people - a.people || a.nationality.localeCompare(b.nationality)),
        ageBands: AGE_BANDS.filter((band) => bands.has(band)).map((band) => ({
          band,
          people: bands.get(band) ?? 0,
        })),
        groupSizes: sizes.map((row) => ({ size: Number(row.people), bookings: Number(row.bookings) })),
      };
    },

    /** Answers counted per question, countries, and every free-text experience. */
    async feedback(range: ReportRange): Promise<FeedbackReport> {
      const questions = FEEDBACK_QUESTIONS.map(({ key, question }) => ({ key, question, yes: 0, no: 0 }));
      const countries = new Map<string, number>();
      const experiences: FeedbackReport['experiences'] = [];
      let responses = 0;
      for await (const row of eachRowByDay<FeedbackRow>(range, (date, after, size) =>
        feedbackPage(db, date, after, size),
      )) {
        responses += 1;
        const answers = JSON.parse(row.answers) as FeedbackAnswersRead;
        for (const question of questions) {
          if (answers[question.key] === true) question.yes += 1;
          if (answers[question.key] === false) question.no += 1;
        }
        if (answers.country) countries.set(answers.country, (countries.get(answers.country) ?? 0) + 1);
        const text = answers.experience?.trim();
        if (text) {
          experiences.push({
            bookingId: row.booking_id,
            date: row.date,
            slotLabel: row.slot_label,
            submittedAt: row.created_at,
            text,
          });
        }
      }
      return {
        from: range.from,
        to: range.to,
        responses,
        questions,
        countries: [...countries]
          .map(([country, count]) => ({
            country,
            name: countryNames.get(country) ?? country,
            responses: count,
          }))
          .sort((a, b) => b.responses - a.responses || a.name.localeCompare(b.name, 'en')),
        experiences: experiences.sort(
          (a, b) => a.date.localeCompare(b.date) || a.submittedAt.localeCompare(b.submittedAt),
        ),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
