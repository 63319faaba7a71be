import { type FormEvent, useRef, useState } from 'react';
import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import type { GenerateResult } from '../../../shared/schemas/museum';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { t } from '../../lib/staff-texts';
import { GeneratePreview, notAddedCount } from './generate-preview';
import { useGenerateSlots } from './generate-slots';

/** Generate slots for a range: a preview per day first, then the same range for real. */
export function GeneratePanel() {
  const today = indiaDateOf(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 89));
  const [preview, setPreview] = useState<GenerateResult | null>(null);
  const [done, setDone] = useState('');
  const generate = useGenerateSlots();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const rangeProblem = from && to && from > to ? t('generate.rangeReversed') : undefined;

  function askPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    if (!from || !to || rangeProblem) return;
    generate.mutate(
      { from, to, dryRun: true },
      {
        onSuccess: (result) => {
          setPreview(result);
          // The preview replaces the form's answer: take the reader to it.
          requestAnimationFrame(() => previewHeading.current?.focus());
        },
      },
    );
  }

  function confirm() {
    if (!preview) return;
    generate.mutate(
      { from: preview.from, to: preview.to, dryRun: false },
      {
        onSuccess: (result) => {
          setPreview(null);
          const left = notAddedCount(result);
          const added =
            result.added > 0
              ? t('generate.added', {
                  slots: result.added,
                  days: result.days.length,
                  from: formatLongDate(result.from),
                  to: formatLongDate(result.to),
                })
              : left === 0
                ? t('generate.nothingAddedAllExist')
                : t('generate.nothingAdded');
          setDone(
            left === 0
              ? added
              : t('generate.someNotAdded', { added, slots: left, days: result.overlapping.length }),
          );
        },
      },
    );
  }

  return (
    <section className="generate-panel" aria-labelledby="generate-heading">
      <h2 id="generate-heading">{t('generate.heading')}</h2>
      <form className="generate-range" noValidate onSubmit={askPreview}>
        <div className="field">
          <label htmlFor="generate-from">{t('generate.from')}</label>
          <input
            id="generate-from"
            type="date"
            value={from}
            required
            onChange={(event) => {
              setFrom(event.target.value);
              setPreview(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="generate-to">{t('generate.to')}</label>
          <input
            id="generate-to"
            type="date"
            value={to}
            required
            aria-invalid={rangeProblem ? true : undefined}
            aria-describedby={rangeProblem ? 'generate-range-problem' : undefined}
            onChange={(event) => {
              setTo(event.target.value);
              setPreview(null);
            }}
          />
        </div>
        <button type="submit" className="button button-secondary" disabled={generate.isPending}>
          {t('generate.preview')}
        </button>
      </form>
      {rangeProblem && (
        <p id="generate-range-problem" className="field-error">
          {rangeProblem}
        </p>
      )}
      <p role="status" className="generate-done">
        {done}
      </p>
      {generate.isError && (
        <p className="field-error" role="alert">
          {errorText(generate.error)}
        </p>
      )}
      {preview && (
        <div className="generate-preview">
          <GeneratePreview preview={preview} headingRef={previewHeading} />
          <div className="schedule-actions">
            {preview.added > 0 && (
              <button type="button" className="button" disabled={generate.isPending} onClick={confirm}>
                {t('generate.confirm', { slots: preview.added })}
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={() => setPreview(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
