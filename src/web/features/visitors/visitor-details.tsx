import { useEffect, useRef, useState } from 'react';
import { addPersonProblem, bookingPeopleProblem, seatsLeft } from '../../../shared/rules/people-limits';
import { addOrReplacePerson } from '../../../shared/rules/person';
import type { Person } from '../../../shared/schemas/people';
import { type DraftSlot, seatsOf, setDraftPeople, useBookingDraft } from '../../lib/booking-draft';
import { useTexts } from '../../lib/i18n';
import { useDraftHold } from '../../lib/seat-hold';
import { AddVisitorForm } from './add-visitor-form';
import { SeatBars } from './seat-bars';
import { VisitorList } from './visitor-list';
import './visitors.css';

type FocusTarget = 'add-more' | 'list' | 'name' | 'notice';

/** A replacement the visitor can take back: the list as it was before it. */
interface Undoable {
  before: Person[];
  after: Person[];
  restored: Person;
}

/** Home step 4's content for a signed-in visitor with a slot: the people, the seats, the form to add more. */
export function VisitorDetails({ slot }: { slot: DraftSlot }) {
  const { people } = useBookingDraft();
  const hold = useDraftHold();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');
  const { t } = useTexts();
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const addMore = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const targets = { 'add-more': addMore, list: listHeading, name: nameInput, notice: noticeRef };
    (targets[focusRequest.target].current ?? listHeading.current ?? nameInput.current)?.focus();
  }, [focusRequest]);

  const seats = seatsOf(slot);
  const left = seatsLeft(seats, people.length);
  const showForm = adding || people.length === 0;
  const tooMany = people.length > 0 ? bookingPeopleProblem(t, seats, people.length) : null;

  function sameDocumentAs(documentNumber: string): Person | undefined {
    return people.find((existing) => existing.documentNumber.trim() === documentNumber.trim());
  }

  function add(person: Person): string | null {
    const earlier = sameDocumentAs(person.documentNumber);
    const { people: next, replaced } = addOrReplacePerson(people, person);
    if (!replaced) {
      const problem = addPersonProblem(t, seats, people.length);
      if (problem) return problem;
    }
    setDraftPeople(next);
    setAdding(false);
    if (replaced && earlier) {
      setNotice(t('visitors.replaced', { name: person.name, earlier: earlier.name }));
      setUndoable({ before: people, after: next, restored: earlier });
      // The notice, with its Undo next in line, is where the visitor carries on.
      setFocusRequest({ target: 'notice' });
    } else {
      setNotice(t('visitors.added', { name: person.name }));
      setUndoable(null);
      setFocusRequest({ target: 'add-more' });
    }
    return null;
  }

  function undo() {
    // Only while the list is still the one the replacement made: never undo over later changes.
    if (!undoable || people !== undoable.after) return;
    setDraftPeople(undoable.before);
    setNotice(t('visitors.restored', { name: undoable.restored.name }));
    setUndoable(null);
    setFocusRequest({ target: 'notice' });
  }

  function remove(position: number) {
    const person = people[position];
    if (!person || !window.confirm(t('visitors.confirmRemove', { name: person.name }))) return;
    setDraftPeople(people.filter((_, index) => index !== position));
    setNotice(t('visitors.removed', { name: person.name }));
    setUndoable(null);
    setFocusRequest({ target: people.length > 1 ? 'list' : 'name' });
  }

  return (
    <div className="visitor-details">
      <SeatBars
        seats={seats}
        heldForOthers={slot.held - slot.heldForYou}
        peopleCount={people.length}
        heldForYou={hold?.seats ?? 0}
        left={left}
      />
      <div className="visitor-notice">
        <p ref={noticeRef} tabIndex={-1} role="status">
          {notice}
        </p>
        {undoable && people === undoable.after && (
          <button type="button" className="button button-secondary" onClick={undo}>
            {t('visitors.undo', { name: undoable.restored.name })}
          </button>
        )}
      </div>
      {tooMany && (
        <p className="visitor-refusal" role="alert">
          {tooMany}
        </p>
      )}
      {people.length > 0 && <VisitorList people={people} headingRef={listHeading} onRemove={remove} />}
      {showForm ? (
        <AddVisitorForm
          isFirst={people.length === 0}
          nameRef={nameInput}
          onAdd={add}
          sameDocumentAs={sameDocumentAs}
          onClose={
            people.length > 0
              ? () => {
                  setAdding(false);
                  setFocusRequest({ target: 'add-more' });
                }
              : undefined
          }
        />
      ) : left > 0 ? (
        <button
          ref={addMore}
          type="button"
          className="button button-secondary"
          onClick={() => {
            setAdding(true);
            setFocusRequest({ target: 'name' });
          }}
        >
          {t('visitors.addMore')}
        </button>
      ) : (
        <p className="step-status">
          {t('perBookingLimitExceeded')} {t('visitors.allSeatsTaken')}
        </p>
      )}
    </div>
  );
}
