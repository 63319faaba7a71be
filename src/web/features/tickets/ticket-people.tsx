import { isGeneratedPersonId } from '../../../shared/rules/person';
import type { TicketPerson } from '../../../shared/schemas/bookings';
import { formatLongDate } from '../../lib/format-date';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';

/** One card per visitor: name, birth date and age, gender, nationality, document number. */
export function TicketPeople({ people }: { people: TicketPerson[] }) {
  return (
    <section className="ticket-people" aria-labelledby="ticket-people-heading">
      <h2 id="ticket-people-heading">Visitors ({people.length})</h2>
      <ol>
        {people.map((person) => (
          <li
            key={`${person.documentNumber} ${person.name}`}
            className={person.child ? 'ticket-person ticket-person--child' : 'ticket-person'}
          >
            <h3>
              {person.name}
              {person.child && <span className="child-tag">Child</span>}
            </h3>
            <dl>
              <div>
                <dt>Birth date</dt>
                <dd>
                  {formatLongDate(person.dob)} (age {person.age})
                </dd>
              </div>
              <div>
                <dt>Gender</dt>
                <dd>{genderLabel(person.gender)}</dd>
              </div>
              <div>
                <dt>Nationality</dt>
                <dd>{nationalityLabel(person.nationality)}</dd>
              </div>
              {isGeneratedPersonId(person.documentNumber) ? (
                <div>
                  <dt>ID proof</dt>
                  <dd>None given</dd>
                </div>
              ) : (
                <div>
                  <dt>{person.documentLabel}</dt>
                  <dd className="ticket-document">{person.documentNumber}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
