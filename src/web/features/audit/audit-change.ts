// An audit entry's before and after, as lines people read: `role: staff → admin`.

import { t } from '../../lib/staff-texts';
import { auditActionLabel } from './action-labels';
import { scheduleChangeLines, weekOf } from './schedule-change';

export interface ChangeLine {
  field: string;
  /** Absent when the entry has no before (something was made) or no after (removed). */
  before?: string;
  after?: string;
  /** A change already put in words ("slot length 30 → 45 minutes"), shown instead. */
  text?: string;
}

/** The action in words; a door step says which step. */
export function actionName(action: string, after?: unknown): string {
  const step = typeof after === 'object' && after !== null ? (after as { step?: unknown }).step : undefined;
  return auditActionLabel(action, step);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('audit.value.yes') : t('audit.value.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // A list of ids or counts reads as a list, not as JSON.
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One line per field that either side holds, fields of `after` first; a field the same on
 * both sides is kept (it names what was acted on, such as the e-mail of a role change).
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [
      {
        field: t('audit.field.value'),
        ...(before === null ? {} : { before: valueText(before) }),
        ...(after === null ? {} : { after: valueText(after) }),
      },
    ];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields.map((field) => ({
    field,
    ...(isRecord(before) ? { before: valueText(from[field]) } : {}),
    ...(isRecord(after) ? { after: valueText(to[field]) } : {}),
  }));
}

/** What an entry changed, in lines: a schedule change weekday by weekday, others field by field. */
export function entryChangeLines(action: string, before: unknown, after: unknown): ChangeLine[] {
  const [weekBefore, weekAfter] = [weekOf(before), weekOf(after)];
  if (action === 'schedule.update' && weekBefore && weekAfter)
    return scheduleChangeLines(weekBefore, weekAfter);
  return changeLines(before, after);
}
