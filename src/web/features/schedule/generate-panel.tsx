import { type FormEvent, useRef, useState } from 'react';
import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import type { GenerateResult } from '../../../shared/schemas/museum';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { daysText, GeneratePreview, notAddedCount, slotsText } from './generate-preview';
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
  const rangeProblem = from && to && from > to ? 'The last day is before the first.' : undefined;

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
            result.added === 0
              ? `Nothing was added${left === 0 ? ': every slot of the range exists already' : ''}.`
              : `Added ${slotsText(result.added)} on ${daysText(result.days.length)}, from ${formatLongDate(result.from)} to ${formatLongDate(result.to)}.`;
          setDone(
            left === 0
              ? added
              : `${added} ${slotsText(left)} not added on ${daysText(result.overlapping.length)}: they would overlap slots those days have.`,
          );
        },
      },
    );
  }

  return (
    <section className="generate-panel" aria-labelledby="generate-heading">
      <h2 id="generate-heading">Generate slots</h2>
      <form className="generate-range" noValidate onSubmit={askPreview}>
        <div className="field">
          <label htmlFor="generate-from">First day</label>
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
          <label htmlFor="generate-to">Last day</label>
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
          Preview
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
                Generate {slotsText(preview.added)}
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={() => setPreview(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
