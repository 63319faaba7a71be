import type { SlotSeats } from '../../../shared/rules/people-limits';

function seatsText(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}

/** Booked, booking (this form's people) and still available seats of the slot, as labelled bars. */
export function SeatBars({
  seats,
  peopleCount,
  left,
}: {
  seats: SlotSeats;
  peopleCount: number;
  left: number;
}) {
  const { capacity } = seats;
  const bars = [
    { id: 'seats-booked', label: 'Booked', value: seats.booked },
    { id: 'seats-booking', label: 'Booking now', value: peopleCount },
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
