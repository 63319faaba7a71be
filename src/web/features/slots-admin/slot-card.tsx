import { type FormEvent, useCallback, useId, useState } from 'react';
import type { AdminSlot } from '../../../shared/schemas/museum';
import { HttpError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { t } from '../../lib/staff-texts';
import { useChangeSlot } from './change-slot';
import { hasStarted, seatsProblem } from './seats-problem';
import { SlotBookingsList } from './slot-bookings';

/** One slot: its seats, and changing its capacity or closing and reopening it. */
export function SlotCard({ slot, dayClosed, now }: { slot: AdminSlot; dayClosed: boolean; now: Date }) {
  const [editing, setEditing] = useState(false);
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [typedProblem, setTypedProblem] = useState<string | undefined>();
  const [showWho, setShowWho] = useState(false);
  const change = useChangeSlot();
  const inputId = useId();
  const problemId = useId();
  const started = hasStarted(slot, now);
  // The form appears on the admin's own click: the field it is for takes the focus.
  const focusOnShow = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const free = Math.max(0, slot.capacity - slot.booked - slot.held);
  const belowBooked = change.error instanceof HttpError && change.error.code === 'capacity_below_booked';

  function saveCapacity(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowWho(false);
    const problem = seatsProblem(capacity);
    setTypedProblem(problem);
    if (problem) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    change.mutate({ id: slot.id, capacity: Number(capacity) }, { onSuccess: () => setEditing(false) });
  }

  return (
    <li className="slot-card" data-closed={slot.closed}>
      <div className="slot-card-head">
        <h3>{slot.label}</h3>
        {slot.closed && (
          <span className="slot-badge">
            {dayClosed ? t('slotsAdmin.slot.dayClosed') : t('slotsAdmin.slot.closed')}
          </span>
        )}
        {started && !dayClosed && (
          <span className="slot-badge slot-badge-started">{t('slotsAdmin.slot.started')}</span>
        )}
      </div>
      <dl className="slot-counts">
        <div>
          <dt>{t('slotsAdmin.slot.capacity')}</dt>
          <dd>{slot.capacity}</dd>
        </div>
        <div>
          <dt>{t('slotsAdmin.slot.booked')}</dt>
          <dd>{slot.booked}</dd>
        </div>
        <div>
          <dt>{t('slotsAdmin.slot.held')}</dt>
          <dd>{slot.held}</dd>
        </div>
        <div>
          <dt>{t('slotsAdmin.slot.free')}</dt>
          <dd>{free}</dd>
        </div>
      </dl>
      {editing ? (
        <form className="slot-capacity-form" noValidate onSubmit={saveCapacity}>
          <label htmlFor={inputId}>{t('slotsAdmin.slot.seatsIn', { slot: slot.label })}</label>
          <input
            id={inputId}
            type="number"
            min={1}
            max={10000}
            value={capacity}
            ref={focusOnShow}
            aria-invalid={typedProblem ? true : undefined}
            aria-describedby={typedProblem ? problemId : undefined}
            onChange={(event) => setCapacity(event.target.value)}
          />
          {typedProblem && (
            <p id={problemId} className="field-error">
              {typedProblem}
            </p>
          )}
          <div className="slot-actions">
            <button type="submit" className="button" disabled={change.isPending}>
              {t('slotsAdmin.slot.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setEditing(false);
                setTypedProblem(undefined);
                change.reset();
                setCapacity(String(slot.capacity));
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        !dayClosed &&
        !started && (
          <div className="slot-actions">
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('slotsAdmin.slot.changeSeatsOf', { slot: slot.label })}
              onClick={() => {
                change.reset();
                setEditing(true);
              }}
            >
              {t('slotsAdmin.slot.changeSeats')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-label={
                slot.closed
                  ? t('slotsAdmin.slot.reopenSlot', { slot: slot.label })
                  : t('slotsAdmin.slot.closeSlot', { slot: slot.label })
              }
              disabled={change.isPending}
              onClick={() => change.mutate({ id: slot.id, closed: !slot.closed })}
            >
              {slot.closed ? t('slotsAdmin.slot.reopen') : t('slotsAdmin.slot.close')}
            </button>
          </div>
        )
      )}
      {change.isError && (
        <div className="slot-problem" role="alert">
          <p className="field-error">{errorText(change.error)}</p>
          {belowBooked && (
            <button
              type="button"
              className="button button-secondary"
              aria-expanded={showWho}
              onClick={() => setShowWho(!showWho)}
            >
              {showWho ? t('slotsAdmin.slot.hideWho') : t('slotsAdmin.slot.showWho')}
            </button>
          )}
        </div>
      )}
      {showWho && <SlotBookingsList slotId={slot.id} />}
    </li>
  );
}
