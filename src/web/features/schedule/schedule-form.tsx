import { type FormEvent, useState } from 'react';
import type { ScheduleDay } from '../../../shared/rules/weekly-schedule';
import type { Schedule } from '../../../shared/schemas/museum';
import { errorText } from '../../lib/error-text';
import { t } from '../../lib/staff-texts';
import { weekdayName } from '../../lib/weekday-name';
import { dayProblem, type ScheduleField } from './day-problem';
import { useSaveSchedule } from './save-schedule';

// Monday first, as the museum's week is read; the API numbers Sunday 0.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

const fieldId = (field: ScheduleField, weekday: number) => `schedule-${field}-${weekday}`;

/** One row per weekday: open, first slot, last entry, slot length and seats. */
export function ScheduleForm({ schedule }: { schedule: Schedule }) {
  const [days, setDays] = useState<ScheduleDay[]>(schedule.days);
  const [saved, setSaved] = useState('');
  const save = useSaveSchedule();
  const problems = days.map((day) => dayProblem(day));

  function update(weekday: number, change: Partial<ScheduleDay>) {
    setSaved('');
    setDays((current) => current.map((day) => (day.weekday === weekday ? { ...day, ...change } : day)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The first problem in the order the admin reads the week: its field takes the focus.
    const first = ORDER.map((weekday) => days.findIndex((day) => day.weekday === weekday)).find(
      (index) => problems[index],
    );
    const problem = first === undefined ? null : problems[first];
    if (first !== undefined && problem) {
      document.getElementById(fieldId(problem.field, days[first]?.weekday ?? 0))?.focus();
      return;
    }
    save.mutate({ days }, { onSuccess: () => setSaved(t('schedule.saved')) });
  }

  return (
    <form className="schedule-form" noValidate onSubmit={submit} aria-labelledby="schedule-week-heading">
      <h2 id="schedule-week-heading">{t('schedule.week')}</h2>
      <div className="schedule-days">
        {ORDER.map((weekday) => {
          const index = days.findIndex((day) => day.weekday === weekday);
          const day = days[index] as ScheduleDay;
          const name = weekdayName(weekday);
          const problem = problems[index];
          const errorId = `schedule-problem-${weekday}`;
          // Marks the field the day's problem is about and ties the message to it.
          const invalid = (field: ScheduleField) =>
            problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
          return (
            <fieldset key={weekday} className="schedule-day" data-open={day.open}>
              <legend>{name}</legend>
              <label className="schedule-open">
                <input
                  type="checkbox"
                  checked={day.open}
                  onChange={(event) => update(weekday, { open: event.target.checked })}
                />
                {t('schedule.open')}
              </label>
              <div className="schedule-fields">
                <label>
                  <span>{t('schedule.firstStart')}</span>
                  <input
                    id={fieldId('firstStart', weekday)}
                    type="time"
                    value={day.firstStart}
                    {...invalid('firstStart')}
                    disabled={!day.open}
                    required
                    onChange={(event) => update(weekday, { firstStart: event.target.value })}
                  />
                </label>
                <label>
                  <span>{t('schedule.lastEntry')}</span>
                  <input
                    id={fieldId('lastEntry', weekday)}
                    type="time"
                    value={day.lastEntry}
                    disabled={!day.open}
                    required
                    {...invalid('lastEntry')}
                    onChange={(event) => update(weekday, { lastEntry: event.target.value })}
                  />
                </label>
                <label>
                  <span>{t('schedule.slotMinutes')}</span>
                  <input
                    id={fieldId('slotMinutes', weekday)}
                    type="number"
                    min={5}
                    {...invalid('slotMinutes')}
                    max={240}
                    step={5}
                    value={day.slotMinutes}
                    disabled={!day.open}
                    onChange={(event) => update(weekday, { slotMinutes: Number(event.target.value) })}
                  />
                </label>
                <label>
                  <span>{t('schedule.capacity')}</span>
                  <input
                    id={fieldId('capacity', weekday)}
                    type="number"
                    min={1}
                    {...invalid('capacity')}
                    max={10000}
                    value={day.capacity}
                    disabled={!day.open}
                    onChange={(event) => update(weekday, { capacity: Number(event.target.value) })}
                  />
                </label>
              </div>
              {problem && (
                <p id={errorId} className="field-error">
                  {t('schedule.dayProblem', { day: name, problem: problem.message })}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <p className="field-hint">{t('schedule.hint')}</p>
      <div className="schedule-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('schedule.save')}
        </button>
        <p role="status" className="schedule-status">
          {saved}
        </p>
      </div>
      {save.isError && (
        <p className="field-error" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
