import { type FormEvent, useId, useState } from 'react';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { formatLongDate } from '../../lib/format-date';
import { slotLabel, useTexts } from '../../lib/i18n';
import { ModalDialog } from '../../lib/modal-dialog';
import { SlotPicker } from '../../lib/slot-picker';
import { refusalText } from '../../lib/spec-text';
import { useMoveBooking } from './move-booking';

interface MoveBookingDialogProps {
  booking: BookingSummary;
  onClose: () => void;
  /** The new date and slot in words, for the page's notice. */
  onMoved: (when: string) => void;
}

/** 'Change time': a new date and slot for the whole party, confirmed before it moves. */
export function MoveBookingDialog({ booking, onClose, onMoved }: MoveBookingDialogProps) {
  const [open, setOpen] = useState(true);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveBooking();
  const id = useId();
  const { t, language } = useTexts();
  const when = (date: string, label: string) => `${formatLongDate(date, language)}, ${slotLabel(label)}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!slotId) {
      setProblem(t('moveDialog.chooseFirst'));
      return;
    }
    setProblem(null);
    move.mutate(
      { bookingId: booking.id, slotId },
      {
        onSuccess: (ticket) => onMoved(when(ticket.date, ticket.slotLabel)),
        onError: (error) => setProblem(refusalText(error)),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      title={t('moveDialog.title')}
      onClose={onClose}
      className="cancel-dialog move-dialog"
      describedBy={`${id}-about`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        <p id={`${id}-about`}>
          {t('moveDialog.about', { when: when(booking.date, booking.slotLabel), people: booking.people })}
        </p>
        <SlotPicker
          partySize={booking.people}
          currentSlotId={booking.slotId}
          value={slotId}
          onChange={setSlotId}
        />
        {problem && (
          <p id={`${id}-problem`} className="history-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button" disabled={move.isPending}>
            {move.isPending ? t('moveDialog.moving') : t('moveDialog.move')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            {t('moveDialog.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
