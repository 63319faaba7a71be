import { seatsLeft } from '../../../shared/rules/people-limits';
import type { DraftSlot } from '../home/booking-draft';

function seats(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}

/** Booked, booking (this form's people) and still available seats of the slot, as labelled bars. */
export function SeatBars({ slot, peopleCount }: { slot: DraftSlot; peopleCount: number }) {
  const capacity = slot.available;
  const left = seatsLeft({ label: slot.label, capacity, booked: slot.booked }, peopleCount);
  const bars = [
    { id: 'seats-booked', label: 'Booked', value: slot.booked },
    { id: 'seats-booking', label: 'Booking now', value: peopleCount },
    { id: 'seats-available', label: 'Available', value: left },
  ];
  return (
    <div className="seat-bars">
      {bars.map((bar) => (
        <div key={bar.id} className={`seat-bar ${bar.id}`}>
          <label htmlFor={bar.id}>
            {bar.label}: <strong>{seats(bar.value)}</strong> of {capacity}
          </label>
          <progress id={bar.id} max={capacity} value={Math.min(bar.value, capacity)} />
        </div>
      ))}
    </div>
  );
}
