import type { RefObject } from 'react';
import { notAddedText } from '../../../shared/rules/new-slots';
import type { GenerateResult } from '../../../shared/schemas/museum';
import { formatLongDate } from '../../lib/format-date';

const SKIP_TEXT: Record<GenerateResult['skipped'][number]['why'], string> = {
  last_tuesday: 'last Tuesday of the month',
  closed_weekday: 'closed that weekday',
  closure: 'closed by an admin',
};

export const slotsText = (count: number) => (count === 1 ? '1 slot' : `${count} slots`);
export const daysText = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** How many template slots were left out for overlapping a day's slots, in all. */
export const notAddedCount = (result: GenerateResult) =>
  result.overlapping.reduce((sum, day) => sum + day.notAdded.length, 0);

/** A skipped day: why it gets no new slots, and that the slots it has stay. */
function skippedText(day: GenerateResult['skipped'][number]): string {
  const kept =
    day.existing === 0 ? '' : `; its ${day.existing === 1 ? 'slot stays' : `${day.existing} slots stay`}`;
  return `${SKIP_TEXT[day.why]}${kept}`;
}

/** What a run would add per day, which template slots it leaves out and why, and the days with none. */
export function GeneratePreview({
  preview,
  headingRef,
}: {
  preview: GenerateResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const everyExists = preview.overlapping.length === 0;
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        {preview.added > 0
          ? `Would add ${slotsText(preview.added)} on ${daysText(preview.days.length)}`
          : everyExists
            ? 'Nothing to add: every slot of the range exists already'
            : 'Nothing to add'}
      </h3>
      {preview.days.length > 0 && (
        <ul className="generate-days">
          {preview.days.map((day) => (
            <li key={day.date}>
              <span className="generate-day">{formatLongDate(day.date)}</span>{' '}
              <span>
                {slotsText(day.added.length)}: {day.added[0]?.split(' - ')[0]} to{' '}
                {day.added.at(-1)?.split(' - ')[1]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {preview.overlapping.length > 0 && (
        <>
          <h4>Not added: they would overlap slots the day has</h4>
          <p className="field-hint">
            Slots that exist keep their times, so seats for the same hour are never offered twice. The new
            times apply to days without slots; on the Slots page you can change a slot's seats or close it.
          </p>
          <ul className="generate-days">
            {preview.overlapping.map((day) => (
              <li key={day.date}>
                <span className="generate-day">{formatLongDate(day.date)}</span>{' '}
                <span>{notAddedText(day.notAdded.length, day.existing)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.skipped.length > 0 && (
        <>
          <h4>No new slots on</h4>
          <ul className="generate-days">
            {preview.skipped.map((day) => (
              <li key={day.date}>
                <span className="generate-day">{formatLongDate(day.date)}</span> ({skippedText(day)})
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
