import { isGeneratedPersonId } from '../../../shared/rules/person';
import type { DoorBooking } from '../../../shared/schemas/door';
import { formatLongDate } from '../../lib/format-date';

/** Who is at the door: the slot, the mobile, and each person with age and document in full. */
export function DoorParty({ booking }: { booking: DoorBooking }) {
  return (
    <section className="door-party" aria-labelledby="door-party-heading">
      <h2 id="door-party-heading" className="visually-hidden">
        The party
      </h2>
      <dl className="door-facts">
        <div>
          <dt>Slot</dt>
          <dd>
            {booking.slotLabel}, {formatLongDate(booking.date)}
          </dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{booking.mobile ?? '—'}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd className="door-code">{booking.id}</dd>
        </div>
      </dl>
      <ol className="door-people" aria-label={`${booking.people.length} visitors`}>
        {booking.people.map((person, index) => (
          // People have no id of their own; their position in the booking is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="door-person">
            <p className="door-person-name">
              {person.name}
              <span className="door-person-age">, {person.age}</span>
              {person.child && <span className="door-child-tag">Child</span>}
            </p>
            <p className="door-person-document">
              {person.documentNumber === null ? (
                <>
                  {person.documentLabel} <span className="door-code">erased</span>
                </>
              ) : isGeneratedPersonId(person.documentNumber) ? (
                'No ID proof given'
              ) : (
                <>
                  {person.documentLabel} <span className="door-code">{person.documentNumber}</span>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
