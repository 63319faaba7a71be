import type { RefObject } from 'react';
import type { GenerateResult } from '../../../shared/schemas/museum';
import { formatLongDate } from '../../lib/format-date';
import { msg, t } from '../../lib/staff-texts';

const SKIP_TEXT: Record<GenerateResult['skipped'][number]['why'], string> = {
  last_tuesday: msg('generate.skip.lastTuesday'),
  closed_weekday: msg('generate.skip.closedWeekday'),
  closure: msg('generate.skip.closure'),
};

/** How many template slots were left out for overlapping a day's slots, in all. */
export const notAddedCount = (result: GenerateResult) =>
  result.overlapping.reduce((sum, day) => sum + day.notAdded.length, 0);

/** A skipped day: why it gets no new slots, and that the slots it has stay. */
function skippedText(day: GenerateResult['skipped'][number]): string {
  const why = t(SKIP_TEXT[day.why]);
  return day.existing === 0 ? why : t('generate.skipKept', { why, existing: day.existing });
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
          ? t('generate.wouldAdd', { slots: preview.added, days: preview.days.length })
          : everyExists
            ? t('generate.nothingToAddAllExist')
            : t('generate.nothingToAdd')}
      </h3>
      {preview.days.length > 0 && (
        <ul className="generate-days">
          {preview.days.map((day) => (
            <li key={day.date}>
              <span className="generate-day">{formatLongDate(day.date)}</span>{' '}
              <span>
                {t('generate.dayAdds', {
                  slots: day.added.length,
                  first: day.added[0]?.split(' - ')[0],
                  last: day.added.at(-1)?.split(' - ')[1],
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {preview.overlapping.length > 0 && (
        <>
          <h4>{t('generate.overlapHeading')}</h4>
          <p className="field-hint">{t('generate.overlapHint')}</p>
          <ul className="generate-days">
            {preview.overlapping.map((day) => (
              <li key={day.date}>
                <span className="generate-day">{formatLongDate(day.date)}</span>{' '}
                <span>{t('generate.notAdded', { slots: day.notAdded.length, existing: day.existing })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {preview.skipped.length > 0 && (
        <>
          <h4>{t('generate.skippedHeading')}</h4>
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
