import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import { type ReportRange, reportRangeSchema } from '../../../shared/schemas/reports';

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
  const parsed = reportRangeSchema.safeParse(range);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return 'Please check the dates.';
  // The API's messages start with the field name ("to: a range holds at most 366 days").
  return issue.message.replace(/^(from|to): /, '').replace(/^./, (first) => first.toUpperCase());
}
