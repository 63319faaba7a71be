import { type FormEvent, useRef, useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { useCloseDay } from './close-day';
import { useClosures } from './get-closures';
import { useClosurePreview } from './preview-closure';

const bookingsText = (count: number) => (count === 1 ? '1 booking was' : `${count} bookings were`);
const countText = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the confirmation says closing will cancel, from the dry run. */
function previewText(preview: { cancelled: number; people: number }): string {
  if (preview.cancelled === 0) return 'No booking of that day is cancelled: none is booked yet.';
  const bookings = countText(preview.cancelled, 'booking', 'bookings');
  return `This cancels ${bookings} (${countText(preview.people, 'person', 'people')}).`;
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
      date: !date ? 'Choose the day to close.' : date < today ? 'That day is over.' : undefined,
      reason:
        reason.trim().length < 3 ? 'Say in a few words why the day closes; visitors read it.' : undefined,
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
            text: `${formatLongDate(result.date)} is closed. ${bookingsText(result.cancelled)} cancelled; each visitor gets a mail with the reason.`,
          });
          setDate('');
          setReason('');
        },
      },
    );
  }

  return (
    <form ref={form} className="close-day" noValidate onSubmit={ask} aria-labelledby="close-day-heading">
      <h2 id="close-day-heading">Close a day</h2>
      <Field label="Day" error={problems.date}>
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
      <Field
        label="Reason"
        hint="Visitors read this in the mail that cancels their booking, e.g. 'A festival in the ashram'."
        error={problems.reason}
      >
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
        Close this day…
      </button>
      <p role="status" className="close-day-done">
        {stillClosed ? done.text : ''}
      </p>
      <ModalDialog
        open={confirming}
        title={date ? `Close ${formatLongDate(date)}?` : 'Close the day?'}
        onClose={() => setConfirming(false)}
        describedBy="close-day-consequence"
      >
        <p id="close-day-consequence">
          Visitors can no longer book it. Every booking of that day not yet checked in is cancelled, and each
          visitor is mailed the reason with a link to book another day. Reopening the day later does not bring
          the bookings back.
        </p>
        <p className="close-day-count" role="status">
          {preview.isPending && 'Counting the bookings of that day…'}
          {preview.isSuccess && <strong>{previewText(preview.data)}</strong>}
        </p>
        {preview.isError && (
          <p className="field-error" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        <p>
          <strong>Reason:</strong> {reason.trim()}
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
            {preview.data?.cancelled === 0 ? 'Close the day' : 'Close the day and cancel its bookings'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Keep it open
          </button>
        </div>
      </ModalDialog>
    </form>
  );
}
