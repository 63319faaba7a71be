import { type ScheduleDay, scheduleDayProblem } from '../../../shared/rules/weekly-schedule';
import { scheduleDaySchema } from '../../../shared/schemas/museum';

export type ScheduleField = 'firstStart' | 'lastEntry' | 'slotMinutes' | 'capacity';

/**
 * What is wrong with one weekday of the form, checked with the API's own schema before it is
 * sent: the field to mark and the words to show beside it (the API's answer would name the
 * field by its JSON path, "days.3.capacity: …", which means nothing to the admin). A closed
 * day's settings are checked too, as the API checks them; the times only matter when it is open.
 */
export function dayProblem(day: ScheduleDay): { field: ScheduleField; message: string } | null {
  const checked = scheduleDaySchema.safeParse(day);
  const issue = checked.success ? undefined : checked.error.issues[0];
  if (issue) return { field: (issue.path[0] as ScheduleField) ?? 'firstStart', message: issue.message };
  const problem = scheduleDayProblem(day);
  return problem ? { field: 'lastEntry', message: problem } : null;
}
