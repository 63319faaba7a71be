import { NO_DOCUMENT_TEXT, type PersonDocument, personDocument } from '../../../shared/rules/person-document';
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
        {(booking.walkIn || booking.admitted !== null) && (
          <div>
            <dt>Party</dt>
            <dd>{partyText(booking)}</dd>
          </div>
        )}
        <div>
          <dt>Mobile</dt>
          <dd>{booking.mobile ?? '—'}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd className="door-code">{booking.id}</dd>
        </div>
      </dl>
      {booking.walkInNames.length > 0 && (
        <ul className="door-people" aria-label="Names given">
          {booking.walkInNames.map((name) => (
            <li key={name} className="door-person">
              <p className="door-person-name">{name}</p>
            </li>
          ))}
        </ul>
      )}
      {booking.people.length > 0 && (
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
                <DocumentLine label={person.documentLabel} document={personDocument(person.documentNumber)} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A walk-in party and its size; a party admitted in part, how many of it came. */
function partyText(booking: DoorBooking): string {
  const size = booking.partySize === 1 ? '1 person' : `${booking.partySize} people`;
  const came = booking.admitted === null ? '' : `${booking.admitted} of ${booking.partySize} came in`;
  if (booking.walkIn) return came ? `Walk-in, ${size}; ${came}` : `Walk-in, ${size}`;
  return came;
}

function DocumentLine({ label, document }: { label: string; document: PersonDocument }) {
  if (document.kind === 'none') return NO_DOCUMENT_TEXT;
  return (
    <>
      {label} <span className="door-code">{document.kind === 'erased' ? 'erased' : document.number}</span>
    </>
  );
}
