import { isGeneratedPersonId } from '../../../shared/rules/person';
import type { TicketPerson } from '../../../shared/schemas/bookings';
import { formatLongDate } from '../../lib/format-date';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';

/** The birth date and age for the owner and staff; the age alone for anyone else, or once erased. */
function birthAndAge(person: TicketPerson): { term: string; text: string } {
  if (!person.dob) return { term: 'Age', text: String(person.age) };
  return { term: 'Birth date', text: `${formatLongDate(person.dob)} (age ${person.age})` };
}

/**
 * One card per visitor: name, birth date and age, gender, nationality, document number. The
 * ticket's holder who is not its owner sees the age and the document's last 4 characters
 * only; dates of birth and document numbers erased after the visit are said to be so.
 */
export function TicketPeople({
  people,
  detailsVisible,
}: {
  people: TicketPerson[];
  detailsVisible: boolean;
}) {
  return (
    <section className="ticket-people" aria-labelledby="ticket-people-heading">
      <h2 id="ticket-people-heading">Visitors ({people.length})</h2>
      <ol>
        {people.map((person, position) => (
          <li
            // People have no id of their own; their position in the booking is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={position}
            className={person.child ? 'ticket-person ticket-person--child' : 'ticket-person'}
          >
            <h3>
              {person.name}
              {person.child && <span className="child-tag">Child</span>}
            </h3>
            <dl>
              <div>
                <dt>{birthAndAge(person).term}</dt>
                <dd>{birthAndAge(person).text}</dd>
              </div>
              <div>
                <dt>Gender</dt>
                <dd>{genderLabel(person.gender)}</dd>
              </div>
              <div>
                <dt>Nationality</dt>
                <dd>{nationalityLabel(person.nationality)}</dd>
              </div>
              {person.documentNumber !== null && isGeneratedPersonId(person.documentNumber) ? (
                <div>
                  <dt>ID proof</dt>
                  <dd>None given</dd>
                </div>
              ) : (
                <div>
                  <dt>{person.documentLabel}</dt>
                  {person.documentNumber === null ? (
                    <dd>Erased after the visit</dd>
                  ) : (
                    <dd className="ticket-document">
                      {person.documentNumber}
                      {!detailsVisible && (
                        <span className="visually-hidden"> (only the last 4 characters shown)</span>
                      )}
                    </dd>
                  )}
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
