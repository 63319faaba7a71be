import type { SlotSeats } from '../../../shared/rules/people-limits';
import { useTexts } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/**
 * Booked, held for others, booking (this form's people, and whether their seats are held)
 * and still available seats of the slot, as labelled bars.
 */
export function SeatBars({
  seats,
  heldForOthers,
  peopleCount,
  heldForYou,
  left,
}: {
  /** `booked` counts seats held for others too (the people-limit rules' view). */
  seats: SlotSeats;
  heldForOthers: number;
  peopleCount: number;
  /** Seats of the visitor's live hold on this slot. */
  heldForYou: number;
  left: number;
}) {
  const { capacity } = seats;
  const { t } = useTexts();
  const bars = [
    { id: 'seats-booked', label: t('seats.booked'), value: seats.booked - heldForOthers },
    ...(heldForOthers > 0 ? [{ id: 'seats-held', label: t('seats.held'), value: heldForOthers }] : []),
    {
      id: 'seats-booking',
      label: heldForYou > 0 ? t('seats.bookingHeld') : t('seats.booking'),
      value: peopleCount,
    },
    { id: 'seats-available', label: t('seats.available'), value: left },
  ];
  return (
    <div className="seat-bars">
      {bars.map((bar) => (
        <div key={bar.id} className={`seat-bar ${bar.id}`}>
          <label htmlFor={bar.id}>
            {richText(t('seats.bar', { what: bar.label, count: bar.value, capacity }), [
              (text) => <strong>{text}</strong>,
            ])}
          </label>
          <progress id={bar.id} max={capacity} value={Math.min(bar.value, capacity)} />
        </div>
      ))}
    </div>
  );
}
