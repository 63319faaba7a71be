import { formatLongDate } from '../../../lib/format-date';
import type { OfflineDoorBooking } from './offline-door';

/** Who is at the door, from what the device keeps: names, ages, child tags, documents' last 4. */
export function OfflineParty({ view }: { view: OfflineDoorBooking }) {
  const { booking, slot, date } = view;
  return (
    <section className="door-party" aria-labelledby="door-party-heading">
      <h2 id="door-party-heading" className="visually-hidden">
        The party
      </h2>
      <dl className="door-facts">
        <div>
          <dt>Slot</dt>
          <dd>
            {slot?.label ?? '—'}, {formatLongDate(date)}
          </dd>
        </div>
        <div>
          <dt>Party</dt>
          <dd>
            {booking.walkIn ? 'Walk-in, ' : ''}
            {booking.people === 1 ? '1 person' : `${booking.people} people`}
          </dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{booking.mobileLast4 ? `ends in ${booking.mobileLast4}` : '—'}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd className="door-code">{booking.id}</dd>
        </div>
      </dl>
      {booking.names.length > 0 && (
        <ol
          className="door-people"
          aria-label={booking.walkIn ? 'Names given' : `${booking.names.length} visitors`}
        >
          {booking.names.map((name, index) => (
            // People have no id of their own; their position in the booking is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="door-person">
              <p className="door-person-name">
                {name}
                {booking.ages[index] !== undefined && (
                  <span className="door-person-age">, {booking.ages[index]}</span>
                )}
                {booking.children[index] && <span className="door-child-tag">Child</span>}
              </p>
              {!booking.walkIn && (
                <p className="door-person-document">
                  {booking.documentsLast4[index] ? (
                    <>
                      Document ends in <span className="door-code">{booking.documentsLast4[index]}</span>
                    </>
                  ) : (
                    'No document on this device'
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
