import { type FormEvent, useId, useState } from 'react';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { slotLabel, useTexts } from '../../lib/i18n';
import { ModalDialog } from '../../lib/modal-dialog';
import { refusalText } from '../../lib/spec-text';
import { useCancelBooking } from './cancel-booking';

const CONFIRM_WORD = 'cancel';

interface CancelBookingDialogProps {
  booking: BookingSummary;
  /** The dialog closed without cancelling (Escape, 'Keep booking'). */
  onClose: () => void;
  onCancelled: () => void;
}

/** Asks the visitor to type 'cancel' before the booking is cancelled (a modal dialog). */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  // 'Keep booking' closes the dialog the way Escape does, so focus goes back the same way.
  const [open, setOpen] = useState(true);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const id = useId();
  const { t, language } = useTexts();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== CONFIRM_WORD) {
      setProblem(t('cancelDialog.typeFirst', { word: CONFIRM_WORD }));
      return;
    }
    setProblem(null);
    cancel.mutate(booking.id, {
      onSuccess: onCancelled,
      onError: (error) => setProblem(refusalText(error)),
    });
  }

  return (
    <ModalDialog
      open={open}
      title={t('cancelDialog.title')}
      onClose={onClose}
      className="cancel-dialog"
      describedBy={`${id}-about`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        <p id={`${id}-about`}>
          {t('cancelDialog.about', {
            date: formatLongDate(booking.date, language),
            slot: slotLabel(booking.slotLabel),
            people: booking.people,
          })}
        </p>
        <Field
          label={t('cancelDialog.type', { word: CONFIRM_WORD })}
          errorId={problem ? `${id}-problem` : undefined}
        >
          {(control) => (
            <input
              {...control}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        {problem && (
          <p id={`${id}-problem`} className="history-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button history-danger" disabled={cancel.isPending}>
            {cancel.isPending ? t('cancelDialog.cancelling') : t('cancelDialog.cancel')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            {t('cancelDialog.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
