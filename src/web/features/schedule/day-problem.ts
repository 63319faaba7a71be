import {
  SCHEDULE_PROBLEMS,
  type ScheduleDay,
  scheduleDayProblem,
} from '../../../shared/rules/weekly-schedule';
import { scheduleDaySchema } from '../../../shared/schemas/museum';
import { msg, t } from '../../lib/staff-texts';

export type ScheduleField = 'firstStart' | 'lastEntry' | 'slotMinutes' | 'capacity';

// The rules' problems (in the API's English) as the staff catalog writes them.
const PROBLEM_KEYS: Record<keyof typeof SCHEDULE_PROBLEMS, string> = {
  time: msg('schedule.problem.time'),
  minutesWhole: msg('schedule.problem.minutesWhole'),
  minutesMin: msg('schedule.problem.minutesMin'),
  minutesMax: msg('schedule.problem.minutesMax'),
  seatsWhole: msg('schedule.problem.seatsWhole'),
  seatsMin: msg('schedule.problem.seatsMin'),
  seatsMax: msg('schedule.problem.seatsMax'),
  lastBeforeFirst: msg('schedule.problem.lastBeforeFirst'),
  pastMidnight: msg('schedule.problem.pastMidnight'),
};

function problemText(english: string): string {
  const name = (Object.keys(SCHEDULE_PROBLEMS) as (keyof typeof SCHEDULE_PROBLEMS)[]).find(
    (candidate) => SCHEDULE_PROBLEMS[candidate] === english,
  );
  return name ? t(PROBLEM_KEYS[name]) : english;
}

/**
 * What is wrong with one weekday of the form, checked with the API's own schema before it is
 * sent: the field to mark and the words to show beside it (the API's answer would name the
 * field by its JSON path, "days.3.capacity: …", which means nothing to the admin). A closed
 * day's settings are checked too, as the API checks them; the times only matter when it is open.
 */
export function dayProblem(day: ScheduleDay): { field: ScheduleField; message: string } | null {
  const checked = scheduleDaySchema.safeParse(day);
  const issue = checked.success ? undefined : checked.error.issues[0];
  if (issue)
    return { field: (issue.path[0] as ScheduleField) ?? 'firstStart', message: problemText(issue.message) };
  const problem = scheduleDayProblem(day);
  return problem ? { field: 'lastEntry', message: problemText(problem) } : null;
}
