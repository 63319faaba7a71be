import { msg } from '../../../shared/i18n/msg';
import type { Language } from '../../../shared/languages';
import { isGeneratedPersonId } from '../../../shared/rules/person';
import type { TicketPerson } from '../../../shared/schemas/bookings';
import { formatLongDate } from '../../lib/format-date';
import { type Translate, useTexts } from '../../lib/i18n';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';

const DOCUMENT_LABELS = { ADHAAR: msg('ticket.document.ADHAAR'), PASSPORT: msg('ticket.document.PASSPORT') };

/** The birth date and age for the owner and staff; the age alone for anyone else, or once erased. */
function birthAndAge(t: Translate, language: Language, person: TicketPerson): { term: string; text: string } {
  if (!person.dob) return { term: t('ticket.age'), text: String(person.age) };
  return {
    term: t('ticket.birthDate'),
    text: t('ticket.birthAndAge', { date: formatLongDate(person.dob, language), age: person.age }),
  };
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
  const { t, language } = useTexts();
  return (
    <section className="ticket-people" aria-labelledby="ticket-people-heading">
      <h2 id="ticket-people-heading">{t('ticket.visitors', { count: people.length })}</h2>
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
              {person.child && <span className="child-tag">{t('visitors.child')}</span>}
            </h3>
            <dl>
              <div>
                <dt>{birthAndAge(t, language, person).term}</dt>
                <dd>{birthAndAge(t, language, person).text}</dd>
              </div>
              <div>
                <dt>{t('visitors.gender')}</dt>
                <dd>{genderLabel(person.gender)}</dd>
              </div>
              <div>
                <dt>{t('visitors.nationality')}</dt>
                <dd>{nationalityLabel(person.nationality)}</dd>
              </div>
              {person.documentNumber !== null && isGeneratedPersonId(person.documentNumber) ? (
                <div>
                  <dt>{t('ticket.idProof')}</dt>
                  <dd>{t('ticket.noneGiven')}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t(DOCUMENT_LABELS[person.documentLabel])}</dt>
                  {person.documentNumber === null ? (
                    <dd>{t('ticket.erased')}</dd>
                  ) : (
                    <dd className="ticket-document">
                      {person.documentNumber}
                      {!detailsVisible && <span className="visually-hidden">{t('ticket.lastFour')}</span>}
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
