import { type FormEvent, useRef, useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { useCloseDay } from './close-day';

const bookingsText = (count: number) => (count === 1 ? '1 booking was' : `${count} bookings were`);

/** Close a day with a reason, after a confirmation that says what happens to its bookings. */
export function CloseDayForm() {
  const today = indiaDateOf(new Date());
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ date?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const close = useCloseDay();
  const form = useRef<HTMLFormElement>(null);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
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
    setConfirming(true);
  }

  function confirm() {
    close.mutate(
      { date, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setDone(
            `${formatLongDate(result.date)} is closed. ${bookingsText(result.cancelled)} cancelled; each visitor gets a mail with the reason.`,
          );
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
        {done}
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
        <p>
          <strong>Reason:</strong> {reason.trim()}
        </p>
        {close.isError && (
          <p className="field-error" role="alert">
            {errorText(close.error)}
          </p>
        )}
        <div className="close-day-actions">
          <button type="button" className="button" disabled={close.isPending} onClick={confirm}>
            Close the day and cancel its bookings
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Keep it open
          </button>
        </div>
      </ModalDialog>
    </form>
  );
}
