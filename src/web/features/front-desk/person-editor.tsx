import { type FormEvent, useState } from 'react';
import type { TicketPerson } from '../../../shared/schemas/bookings';
import { personCorrectionSchema } from '../../../shared/schemas/front-desk';
import { documentText } from '../../lib/document-text';
import { errorText, firstIssue } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { t } from '../../lib/staff-texts';
import { useCorrectPerson } from './correct-person';

interface PersonEditorProps {
  bookingId: string;
  position: number;
  person: TicketPerson;
}

/** One person of the party in full, with a form to correct the name or the document number. */
export function PersonEditor({ bookingId, position, person }: PersonEditorProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(person.name);
  const [documentNumber, setDocumentNumber] = useState(person.documentNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const correct = useCorrectPerson(bookingId);
  const erased = person.documentNumber === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const change = {
      ...(name.trim() !== person.name ? { name } : {}),
      ...(documentNumber.trim() !== person.documentNumber ? { documentNumber } : {}),
    };
    const checked = personCorrectionSchema.safeParse(change);
    if (!checked.success) return setProblem(firstIssue(checked) ?? t('frontDesk.person.noChange'));
    setProblem(null);
    correct.mutate(
      { position, change: checked.data },
      { onSuccess: () => setEditing(false), onError: (error) => setProblem(errorText(error)) },
    );
  }

  return (
    <li className="front-desk-person">
      <p>
        <strong>{person.name}</strong>, {person.gender}, {person.age}
        {person.child ? ` ${t('frontDesk.person.child')}` : ''},{' '}
        {person.nationality === 'IN' ? t('frontDesk.person.indian') : t('frontDesk.person.otherNationality')}
        {person.dob ? `, ${t('frontDesk.person.born', { dob: person.dob })}` : ''} ·{' '}
        {documentText(person.documentLabel, person.documentNumber)}
      </p>
      {!editing && !erased && (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('frontDesk.person.correctName', { name: person.name })}
          onClick={() => setEditing(true)}
        >
          {t('frontDesk.person.correct')}
        </button>
      )}
      {editing && (
        <form onSubmit={submit} noValidate className="front-desk-person-form">
          <Field label={t('frontDesk.person.name')}>
            {(control) => (
              <input {...control} value={name} onChange={(event) => setName(event.target.value)} />
            )}
          </Field>
          <Field label={t('frontDesk.person.documentNumber', { document: person.documentLabel })}>
            {(control) => (
              <input
                {...control}
                value={documentNumber}
                onChange={(event) => setDocumentNumber(event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          {problem && (
            <p role="alert" className="front-desk-problem">
              {problem}
            </p>
          )}
          <div className="front-desk-buttons">
            <button type="submit" className="button" disabled={correct.isPending}>
              {correct.isPending ? t('frontDesk.person.saving') : t('frontDesk.person.save')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
