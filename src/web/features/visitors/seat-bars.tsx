import type { SlotSeats } from '../../../shared/rules/people-limits';

function seatsText(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}

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
  const bars = [
    { id: 'seats-booked', label: 'Booked', value: seats.booked - heldForOthers },
    ...(heldForOthers > 0 ? [{ id: 'seats-held', label: 'Held for others', value: heldForOthers }] : []),
    {
      id: 'seats-booking',
      label: heldForYou > 0 ? 'Booking now (held for you)' : 'Booking now',
      value: peopleCount,
    },
    { id: 'seats-available', label: 'Available', value: left },
  ];
  return (
    <div className="seat-bars">
      {bars.map((bar) => (
        <div key={bar.id} className={`seat-bar ${bar.id}`}>
          <label htmlFor={bar.id}>
            {bar.label}: <strong>{seatsText(bar.value)}</strong> of {capacity}
          </label>
          <progress id={bar.id} max={capacity} value={Math.min(bar.value, capacity)} />
        </div>
      ))}
    </div>
  );
}
