import { useState } from 'react';
import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { DoorStep } from '../../../shared/rules/door';
import { formatIndiaTime } from '../../lib/format-india-time';
import { t } from '../../lib/staff-texts';
import type { DoorChoices } from './door-steps';
import { stepButtonLabel } from './door-texts';
import { ReasonForm } from './reason-form';

export interface StepChoice {
  step: DoorStep;
  to: number;
  reason?: string;
  force?: boolean;
  /** A check-in of part of the party: how many came. */
  admitted?: number;
}

interface DoorActionsProps {
  choices: DoorChoices;
  /** The party's size: a check-in of more than one may admit only some. */
  partySize: number;
  pending: boolean;
  onStep(choice: StepChoice): void;
}

/**
 * The one large button first (the next step, or refusing on a red verdict), then the
 * secondary ones: admitting anyway, refusing, undoing.
 */
export function DoorActions({ choices, partySize, pending, onStep }: DoorActionsProps) {
  const [asking, setAsking] = useState<'refuse' | 'admit' | 'some' | null>(null);
  const { next, main, admitAnyway, refuse, undo } = choices;
  const checkIn = main === 'next' && next?.step === 'check_in' ? next : null;

  if (asking === 'some' && checkIn) {
    return (
      <PartOfParty
        partySize={partySize}
        pending={pending}
        onCancel={() => setAsking(null)}
        onAdmit={(admitted) => onStep({ step: 'check_in', to: checkIn.to, admitted })}
      />
    );
  }

  if (asking === 'refuse' || asking === 'admit') {
    const admit = asking === 'admit';
    return (
      <ReasonForm
        label={admit ? t('door.admitWhy') : t('door.refuseWhy')}
        submitLabel={admit ? t('door.admitAnyway') : t('door.refuseEntry')}
        pending={pending}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) =>
          onStep(
            admit
              ? { step: 'check_in', to: BOOKING_STATUS.checkedIn, reason, force: true }
              : { step: 'refuse', to: BOOKING_STATUS.refused, reason },
          )
        }
      />
    );
  }

  if (!next && !admitAnyway && !refuse && !undo) return null;
  const refuseButton = (large: boolean) => (
    <button
      type="button"
      className={large ? 'button door-main' : 'button button-secondary'}
      disabled={pending}
      onClick={() => setAsking('refuse')}
    >
      {t('door.refuseOpen')}
    </button>
  );
  return (
    <div className="door-actions">
      {main === 'next' && next && (
        <button
          type="button"
          className="button door-main"
          disabled={pending}
          onClick={() => onStep({ step: next.step, to: next.to })}
        >
          {stepButtonLabel(next.step)}
        </button>
      )}
      {main === 'refuse' && refuseButton(true)}
      <div className="door-more">
        {checkIn && partySize > 1 && (
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => setAsking('some')}
          >
            {t('door.someCameOpen')}
          </button>
        )}
        {admitAnyway && (
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => setAsking('admit')}
          >
            {t('door.admitAnywayOpen')}
          </button>
        )}
        {refuse && main !== 'refuse' && refuseButton(false)}
        {undo && (
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => onStep({ step: 'undo', to: undo.to })}
          >
            {t('door.undoUntil', { time: formatIndiaTime(undo.until.toISOString()) })}
          </button>
        )}
      </div>
    </div>
  );
}

/** Part of the party came: one tap on how many; the others are no-shows and their seats go back. */
function PartOfParty({
  partySize,
  pending,
  onAdmit,
  onCancel,
}: {
  partySize: number;
  pending: boolean;
  onAdmit(admitted: number): void;
  onCancel(): void;
}) {
  const counts = Array.from({ length: partySize - 1 }, (_, index) => index + 1);
  return (
    <div className="door-some">
      <fieldset className="door-plain-fieldset">
        <legend className="door-walk-in-question">{t('door.someCame.question', { partySize })}</legend>
        <div className="door-some-counts">
          {counts.map((count) => (
            <button
              key={count}
              type="button"
              className="button"
              disabled={pending}
              onClick={() => onAdmit(count)}
            >
              {t('door.someCame.count', { count, partySize })}
            </button>
          ))}
        </div>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </fieldset>
    </div>
  );
}
