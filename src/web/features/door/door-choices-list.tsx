import { useEffect, useRef } from 'react';
import type { DoorBookingSummary } from '../../../shared/schemas/door';
import { BookingStatusBadge } from '../../lib/booking-status';
import { t } from '../../lib/staff-texts';

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
  return names.length > 0
    ? t('door.choice.walkInNames', { names: names.join(', ') })
    : t('door.choice.walkIn');
}

export function peopleText(count: number): string {
  return t('door.party.size', { size: count });
}

/** A booking the server's search found. */
export function summaryChoice(booking: DoorBookingSummary): DoorChoice {
  return {
    id: booking.id,
    names: partyNames(
      booking.walkIn,
      booking.walkIn ? booking.walkInNames : booking.people.map((person) => person.name),
    ),
    facts: [
      booking.slotLabel,
      booking.mobile ?? t('door.choice.noMobile'),
      peopleText(booking.partySize),
    ].join(' · '),
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
        {t('door.choice.heading', { count: choices.length, query })}
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
