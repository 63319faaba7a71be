import { type FormEvent, useId, useState } from 'react';
import { frontDeskTexts } from '../../../shared/front-desk-texts';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { SlotPicker } from '../../lib/slot-picker';
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!slotId) {
      setProblem('Please choose a new date and time.');
      return;
    }
    setProblem(null);
    move.mutate(
      { bookingId: booking.id, slotId },
      {
        onSuccess: (ticket) => onMoved(`${formatLongDate(ticket.date)}, ${ticket.slotLabel}`),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      title={frontDeskTexts.changeTime}
      onClose={onClose}
      className="cancel-dialog move-dialog"
      describedBy={`${id}-about`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        <p id={`${id}-about`}>
          Now: {formatLongDate(booking.date)}, {booking.slotLabel},{' '}
          {booking.people === 1 ? '1 person' : `${booking.people} people`}. The booking keeps its ID and its
          verified mobile number; its present seats go back to the slot.
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
            {move.isPending ? 'Moving…' : 'Move booking'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            Keep the time
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
