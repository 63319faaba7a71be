import { addDays, indiaDateOf, isRealIsoDate } from '../../../shared/rules/india-clock';
import { MAX_RANGE_DAYS, type ReportRange, reportRangeSchema } from '../../../shared/schemas/reports';

/** Without dates in the address: the last 30 days, today included (India). */
export const DEFAULT_DAYS = 30;

export function defaultRange(now: Date): ReportRange {
  const to = indiaDateOf(now);
  return { from: addDays(to, 1 - DEFAULT_DAYS), to };
}

/** The range in the page's address when it is a valid one, else the default. */
export function rangeFromParams(params: URLSearchParams, now: Date): ReportRange {
  const parsed = reportRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  return parsed.success ? parsed.data : defaultRange(now);
}

/** The first problem of a range typed in the form, in words; null when it is fine. */
export function rangeProblem(range: ReportRange): string | null {
  if (!isRealIsoDate(range.from) || !isRealIsoDate(range.to)) return 'Please enter both dates.';
  if (range.from > range.to) return 'The first date must not be after the last.';
  if (!reportRangeSchema.safeParse(range).success) return `A report covers at most ${MAX_RANGE_DAYS} days.`;
  return null;
}
