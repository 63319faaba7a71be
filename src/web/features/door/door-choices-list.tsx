import { useEffect, useRef } from 'react';
import type { DoorBookingSummary } from '../../../shared/schemas/door';
import { BookingStatusBadge } from '../../lib/booking-status';

/** One booking to pick: who, the slot and how to tell it apart, its status. */
export interface DoorChoice {
  id: string;
  names: string;
  facts: string;
  status: number;
}

/** How a party is named in a list: its people, or a walk-in with the names given. */
export function partyNames(walkIn: boolean, names: string[]): string {
  if (!walkIn) return names.join(', ');
  return `Walk-in${names.length > 0 ? `: ${names.join(', ')}` : ''}`;
}

export function peopleText(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/** A booking the server's search found. */
export function summaryChoice(booking: DoorBookingSummary): DoorChoice {
  return {
    id: booking.id,
    names: partyNames(
      booking.walkIn,
      booking.walkIn ? booking.walkInNames : booking.people.map((person) => person.name),
    ),
    facts: `${booking.slotLabel} · ${booking.mobile ?? 'no mobile'} · ${peopleText(booking.partySize)}`,
    status: booking.status,
  };
}

interface DoorChoicesListProps {
  query: string;
  choices: DoorChoice[];
  onPick(id: string): void;
}

/** Several bookings match what was typed: staff pick the one at the door. */
export function DoorChoicesList({ query, choices, onPick }: DoorChoicesListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="door-choices" aria-labelledby="door-choices-heading">
      <h2 id="door-choices-heading" ref={heading} tabIndex={-1}>
        {choices.length} bookings today match “{query}”
      </h2>
      <ul>
        {choices.map((choice) => (
          <li key={choice.id}>
            <button type="button" className="door-choice" onClick={() => onPick(choice.id)}>
              <span className="door-choice-names">{choice.names}</span>
              <span className="door-choice-facts">{choice.facts}</span>
              <BookingStatusBadge status={choice.status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
