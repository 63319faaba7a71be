import { type FormEvent, useId, useState } from 'react';
import type { KnownAgeBand } from '../../../shared/rules/age-bands';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { MAX_WALK_IN_PEOPLE } from '../../../shared/schemas/walk-ins';
import { HttpError } from '../../lib/api';
import { useDaySheet } from '../../lib/day-sheet';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { useSession } from '../../lib/session';
import { t } from '../../lib/staff-texts';
import { useAdmitWalkIn } from './admit-walk-in';
import { currentSlot } from './current-slot';
import { ReasonForm } from './reason-form';
import { type AgeCounts, ageCountsOf, ageCountsText, WalkInAges } from './walk-in-ages';

interface Party {
  slotId: string;
  people: number;
  names: string[];
  india: number;
  ages: Partial<Record<KnownAgeBand, number>>;
}

/**
 * "Walk-in party": a party without a booking, admitted to today's slot under way (or a later
 * one of today). Staff give the number of people and, if they like, names and how many are
 * from India; they confirm, and the party is checked in at once. A full slot refuses it; an
 * admin may admit it anyway with a reason.
 */
export function WalkInParty() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="door-walk-in" aria-labelledby="door-walk-in-heading">
      <h2 id="door-walk-in-heading" className="visually-hidden">
        {t('door.walkIn.heading')}
      </h2>
      {open ? (
        <WalkInForm
          onDone={(text) => {
            setDone(text);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className="button button-secondary door-walk-in-open"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t('door.walkIn.open')}
        </button>
      )}
      <p className="door-walk-in-done" role="status">
        {done ?? ''}
      </p>
    </section>
  );
}

function WalkInForm({ onDone, onCancel }: { onDone(text: string): void; onCancel(): void }) {
  const now = new Date();
  const sheet = useDaySheet(indiaDateOf(now));
  const { user } = useSession();
  const admit = useAdmitWalkIn();
  const open = (sheet.data?.slots ?? []).filter(
    (slot) => !slot.closed && Date.parse(slot.endsAt) > now.getTime(),
  );
  const [slotId, setSlotId] = useState<string>('');
  const [people, setPeople] = useState('1');
  const [names, setNames] = useState('');
  const [india, setIndia] = useState('');
  const [ages, setAges] = useState<AgeCounts>({});
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<Party | null>(null);
  const [full, setFull] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { people: useId(), india: useId() };

  const chosen = slotId || currentSlot(open, now)?.id || '';
  const label = (id: string) => open.find((slot) => slot.id === id)?.label ?? id;

  function check(event: FormEvent) {
    event.preventDefault();
    const count = Number(people);
    if (!Number.isInteger(count) || count < 1 || count > MAX_WALK_IN_PEOPLE) {
      setError(t('door.walkIn.peopleInvalid', { max: MAX_WALK_IN_PEOPLE }));
      document.getElementById(ids.people)?.focus();
      return;
    }
    const fromIndia = india.trim() === '' ? count : Number(india);
    if (!Number.isInteger(fromIndia) || fromIndia < 0 || fromIndia > count) {
      setError(undefined);
      setProblem(t('door.walkIn.indiaInvalid', { count }));
      document.getElementById(ids.india)?.focus();
      return;
    }
    const given = names
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    if (given.length > count) {
      setProblem(t('door.walkIn.tooManyNames', { count }));
      return;
    }
    const aged = ageCountsOf(ages);
    const agedPeople = Object.values(aged ?? {}).reduce((sum, people) => sum + people, 0);
    if (!aged || agedPeople > count) {
      setError(undefined);
      setProblem(t('door.walkIn.agesInvalid', { count }));
      return;
    }
    setError(undefined);
    setProblem(null);
    setConfirming({ slotId: chosen, people: count, names: given, india: fromIndia, ages: aged });
  }

  function send(party: Party, force?: { reason: string }) {
    setProblem(null);
    admit.mutate(
      {
        slotId: party.slotId,
        people: party.people,
        names: party.names,
        nationality: { IN: party.india, OTHER: party.people - party.india },
        ages: party.ages,
        ...(force ? { force: true, reason: force.reason } : {}),
      },
      {
        onSuccess: () =>
          onDone(t('door.walkIn.admitted', { people: party.people, slot: label(party.slotId) })),
        onError: (failure) => {
          if (failure instanceof HttpError && failure.code === 'slot_full') setFull(failure.message);
          else setProblem(t('door.notDone', { error: errorText(failure) }));
        },
      },
    );
  }

  if (sheet.isPending) return <p role="status">{t('door.walkIn.readingSlots')}</p>;
  if (sheet.isError)
    return (
      <p className="door-problem" role="alert">
        {t('door.walkIn.slotsFailed')}
      </p>
    );
  if (open.length === 0) {
    return (
      <div className="door-walk-in-form">
        <p>{t('door.walkIn.noSlotOpen')}</p>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.close')}
        </button>
      </div>
    );
  }

  if (confirming && full) {
    return (
      <div className="door-walk-in-form">
        <p className="door-problem" role="alert">
          {full}
        </p>
        {user?.role === 'admin' ? (
          <ReasonForm
            label={t('door.walkIn.overfullWhy')}
            submitLabel={t('door.admitAnyway')}
            pending={admit.isPending}
            onCancel={onCancel}
            onSubmit={(reason) => send(confirming, { reason })}
          />
        ) : (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.close')}
          </button>
        )}
      </div>
    );
  }

  if (confirming) {
    const { people: count, india: fromIndia } = confirming;
    return (
      <div className="door-walk-in-form">
        <fieldset className="door-plain-fieldset">
          <legend className="door-walk-in-question">
            {t('door.walkIn.question', { people: count, slot: label(confirming.slotId) })}
          </legend>
          <p className="door-walk-in-detail">
            {t('door.walkIn.detail', {
              details: [
                t('door.walkIn.nationalities', { india: fromIndia, others: count - fromIndia }),
                ageCountsText(confirming.ages),
                confirming.names.join(', '),
              ]
                .filter(Boolean)
                .join('; '),
            })}
          </p>
          {problem && (
            <p className="door-problem" role="alert">
              {problem}
            </p>
          )}
          <div className="door-reason-buttons">
            <button
              type="button"
              className="button"
              disabled={admit.isPending}
              // biome-ignore lint/a11y/noAutofocus: the question appears because staff asked for it.
              autoFocus
              onClick={() => send(confirming)}
            >
              {t('door.walkIn.admit', { people: count })}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              {t('door.walkIn.change')}
            </button>
          </div>
        </fieldset>
      </div>
    );
  }

  return (
    <form className="door-walk-in-form" noValidate onSubmit={check}>
      <Field label={t('door.walkIn.slot')}>
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => setSlotId(event.target.value)}>
            {open.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {t('door.walkIn.slotOption', {
                  slot: slot.label,
                  free: Math.max(0, slot.capacity - slot.booked - slot.held),
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="door-walk-in-row">
        <Field label={t('door.walkIn.people')} id={ids.people} error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WALK_IN_PEOPLE}
              value={people}
              // biome-ignore lint/a11y/noAutofocus: the form opens because staff asked for it.
              autoFocus
              onChange={(event) => setPeople(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('door.walkIn.india')} id={ids.india} hint={t('door.walkIn.indiaHint')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              value={india}
              onChange={(event) => setIndia(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('door.walkIn.names')}>
        {(control) => (
          <textarea {...control} rows={2} value={names} onChange={(event) => setNames(event.target.value)} />
        )}
      </Field>
      <WalkInAges value={ages} onChange={setAges} />
      {problem && (
        <p className="door-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="door-reason-buttons">
        <button type="submit" className="button">
          {t('door.walkIn.continue')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
