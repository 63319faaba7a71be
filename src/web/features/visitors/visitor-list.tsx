import type { Ref } from 'react';
import { ageInYears, isChild, isGeneratedPersonId } from '../../../shared/rules/person';
import type { Person } from '../../../shared/schemas/people';
import { formatLongDate } from '../../lib/format-date';
import { useTexts } from '../../lib/i18n';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';

interface VisitorListProps {
  people: Person[];
  headingRef: Ref<HTMLHeadingElement>;
  onRemove: (position: number) => void;
}

/** "Visitor's Details": the people on the booking so far, each with a remove button. */
export function VisitorList({ people, headingRef, onRemove }: VisitorListProps) {
  const now = new Date();
  const { t, language } = useTexts();
  return (
    <section className="visitor-list" aria-labelledby="visitor-list-heading">
      <h3 id="visitor-list-heading" ref={headingRef} tabIndex={-1}>
        {t('visitors.listHeading', { count: people.length })}
      </h3>
      <ol>
        {people.map((person, position) => {
          const age = ageInYears(person.dob, now);
          const child = isChild(person.dob, now);
          return (
            <li key={person.documentNumber} className={child ? 'visitor visitor--child' : 'visitor'}>
              <div className="visitor-about">
                <p className="visitor-name">
                  {person.name}
                  {child && <span className="visitor-child-tag">{t('visitors.child')}</span>}
                </p>
                <p className="visitor-facts">
                  {t('visitors.facts', {
                    gender: genderLabel(person.gender),
                    age,
                    born: formatLongDate(person.dob, language),
                    nationality: nationalityLabel(person.nationality),
                  })}{' '}
                  ·{' '}
                  {isGeneratedPersonId(person.documentNumber) ? (
                    t('visitors.noDocument')
                  ) : (
                    <>
                      {t('visitors.idLabel')}{' '}
                      <span className="visitor-document">{person.documentNumber}</span>
                    </>
                  )}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary visitor-remove"
                aria-label={t('visitors.removeName', { name: person.name })}
                onClick={() => onRemove(position)}
              >
                {t('visitors.remove')}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
