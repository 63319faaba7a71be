import { addDays, indiaDateOf, isRealIsoDate } from '../../../shared/rules/india-clock';
import { MAX_RANGE_DAYS, type ReportRange, reportRangeSchema } from '../../../shared/schemas/reports';
import { t } from '../../lib/staff-texts';

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
  if (!isRealIsoDate(range.from) || !isRealIsoDate(range.to)) return t('reports.range.missing');
  if (range.from > range.to) return t('reports.range.reversed');
  if (!reportRangeSchema.safeParse(range).success) return t('reports.range.tooLong', { max: MAX_RANGE_DAYS });
  return null;
}
