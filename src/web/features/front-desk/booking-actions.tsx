import { type FormEvent, useState } from 'react';
import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { SlotPicker } from '../../lib/slot-picker';
import { t } from '../../lib/staff-texts';
import { useCancelForVisitor } from './cancel-for-visitor';
import { useMoveForVisitor } from './move-for-visitor';
import { useResendConfirmation } from './resend-confirmation';

/** What an action tells staff once done, or why it failed: read out as it appears. */
function Outcome({ done, problem }: { done: string | null; problem: string | null }) {
  if (problem)
    return (
      <p role="alert" className="front-desk-problem">
        {problem}
      </p>
    );
  return (
    <p role="status" className="front-desk-done">
      {done ?? ''}
    </p>
  );
}

/** Move the party to another date and slot; the visitor is mailed the new time. */
export function MoveAction({ booking }: { booking: StaffBooking }) {
  const [slotId, setSlotId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveForVisitor(booking.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!slotId) return setProblem(t('frontDesk.move.choose'));
    setProblem(null);
    move.mutate(slotId, {
      onSuccess: (moved) =>
        setDone(t('frontDesk.move.done', { date: formatLongDate(moved.date), slot: moved.slotLabel })),
      onError: (error) => setProblem(errorText(error)),
    });
  }

  return (
    <form className="front-desk-action" onSubmit={submit} noValidate aria-labelledby="move-heading">
      <h3 id="move-heading">{t('frontDesk.move.heading')}</h3>
      <SlotPicker
        partySize={booking.people.length}
        currentSlotId={booking.slotId}
        value={slotId}
        onChange={setSlotId}
      />
      <button type="submit" className="button" disabled={move.isPending}>
        {move.isPending ? t('frontDesk.move.moving') : t('frontDesk.move.submit')}
      </button>
      <Outcome done={done} problem={problem} />
    </form>
  );
}

/** Cancel for the visitor (they phoned): a reason, which the visitor's mail gives. */
export function CancelAction({ booking }: { booking: StaffBooking }) {
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelForVisitor(booking.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!reason.trim()) return setProblem(t('frontDesk.cancel.noReason'));
    setProblem(null);
    cancel.mutate(reason.trim(), {
      onSuccess: () => setDone(t('frontDesk.cancel.done')),
      onError: (error) => setProblem(errorText(error)),
    });
  }

  return (
    <form className="front-desk-action" onSubmit={submit} noValidate aria-labelledby="cancel-heading">
      <h3 id="cancel-heading">{t('frontDesk.cancel.heading')}</h3>
      <Field label={t('frontDesk.cancel.reason')}>
        {(control) => (
          <input
            {...control}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button front-desk-danger" disabled={cancel.isPending}>
        {cancel.isPending ? t('frontDesk.cancel.cancelling') : t('frontDesk.cancel.submit')}
      </button>
      <Outcome done={done} problem={problem} />
    </form>
  );
}

/** The confirmation mail again, for a visitor who lost it. */
export function ResendAction({ booking }: { booking: StaffBooking }) {
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendConfirmation(booking.id);
  return (
    <div className="front-desk-action">
      <h3>{t('frontDesk.resend.heading')}</h3>
      <button
        type="button"
        className="button button-secondary"
        disabled={resend.isPending}
        onClick={() => {
          setDone(null);
          setProblem(null);
          resend.mutate(undefined, {
            onSuccess: () => setDone(t('frontDesk.resend.done')),
            onError: (error) => setProblem(errorText(error)),
          });
        }}
      >
        {resend.isPending ? t('frontDesk.resend.sending') : t('frontDesk.resend.submit')}
      </button>
      <Outcome done={done} problem={problem} />
    </div>
  );
}
