import { type FormEvent, useRef, useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { t } from '../../lib/staff-texts';
import { useCloseDay } from './close-day';
import { useClosures } from './get-closures';
import { useClosurePreview } from './preview-closure';

/** What the confirmation says closing will cancel, from the dry run. */
function previewText(preview: { cancelled: number; people: number }): string {
  if (preview.cancelled === 0) return t('closures.close.cancelsNone');
  return t('closures.close.cancels', { bookings: preview.cancelled, people: preview.people });
}

/** Close a day with a reason, after a confirmation that says what happens to its bookings. */
export function CloseDayForm() {
  const today = indiaDateOf(new Date());
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ date?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  /** The last day closed here, said until it is reopened. */
  const [done, setDone] = useState<{ date: string; text: string } | null>(null);
  const close = useCloseDay();
  const preview = useClosurePreview();
  const closures = useClosures();
  const stillClosed =
    done !== null && (closures.data ?? []).some((day) => day.kind === 'closure' && day.date === done.date);
  const form = useRef<HTMLFormElement>(null);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const found = {
      date: !date ? t('closures.close.noDay') : date < today ? t('closures.close.dayOver') : undefined,
      reason: reason.trim().length < 3 ? t('closures.close.noReason') : undefined,
    };
    setProblems(found);
    if (found.date || found.reason) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    close.reset();
    preview.mutate({ date, reason: reason.trim() });
    setConfirming(true);
  }

  function confirm() {
    close.mutate(
      { date, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setDone({
            date: result.date,
            text: t('closures.close.done', { date: formatLongDate(result.date), count: result.cancelled }),
          });
          setDate('');
          setReason('');
        },
      },
    );
  }

  return (
    <form ref={form} className="close-day" noValidate onSubmit={ask} aria-labelledby="close-day-heading">
      <h2 id="close-day-heading">{t('closures.close.heading')}</h2>
      <Field label={t('closures.close.day')} error={problems.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('closures.close.reason')} hint={t('closures.close.reasonHint')} error={problems.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button">
        {t('closures.close.open')}
      </button>
      <p role="status" className="close-day-done">
        {stillClosed ? done.text : ''}
      </p>
      <ModalDialog
        open={confirming}
        title={
          date ? t('closures.close.titleDay', { date: formatLongDate(date) }) : t('closures.close.title')
        }
        onClose={() => setConfirming(false)}
        describedBy="close-day-consequence"
      >
        <p id="close-day-consequence">{t('closures.close.consequence')}</p>
        <p className="close-day-count" role="status">
          {preview.isPending && t('closures.close.counting')}
          {preview.isSuccess && <strong>{previewText(preview.data)}</strong>}
        </p>
        {preview.isError && (
          <p className="field-error" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        <p>
          <strong>{t('closures.close.reasonIs')}</strong> {reason.trim()}
        </p>
        {close.isError && (
          <p className="field-error" role="alert">
            {errorText(close.error)}
          </p>
        )}
        <div className="close-day-actions">
          <button
            type="button"
            className="button"
            disabled={close.isPending || preview.isPending || preview.isError}
            onClick={confirm}
          >
            {preview.data?.cancelled === 0 ? t('closures.close.confirm') : t('closures.close.confirmCancel')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            {t('closures.close.keepOpen')}
          </button>
        </div>
      </ModalDialog>
    </form>
  );
}
