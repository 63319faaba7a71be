import type { Ref } from 'react';
import { ageInYears, isChild, isGeneratedPersonId } from '../../../shared/rules/person';
import type { Person } from '../../../shared/schemas/people';
import { formatLongDate } from '../../lib/format-date';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';

interface VisitorListProps {
  people: Person[];
  headingRef: Ref<HTMLHeadingElement>;
  onRemove: (position: number) => void;
}

/** "Visitor's Details": the people on the booking so far, each with a remove button. */
export function VisitorList({ people, headingRef, onRemove }: VisitorListProps) {
  const now = new Date();
  return (
    <section className="visitor-list" aria-labelledby="visitor-list-heading">
      <h3 id="visitor-list-heading" ref={headingRef} tabIndex={-1}>
        Visitor's Details ({people.length})
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
                  {child && <span className="visitor-child-tag">Child</span>}
                </p>
                <p className="visitor-facts">
                  {genderLabel(person.gender)} · {age} years (born {formatLongDate(person.dob)}) ·{' '}
                  {nationalityLabel(person.nationality)} ·{' '}
                  {isGeneratedPersonId(person.documentNumber) ? (
                    'no document given'
                  ) : (
                    <>
                      ID <span className="visitor-document">{person.documentNumber}</span>
                    </>
                  )}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary visitor-remove"
                aria-label={`Remove ${person.name}`}
                onClick={() => onRemove(position)}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
