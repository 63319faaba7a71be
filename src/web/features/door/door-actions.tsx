import { useState } from 'react';
import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { DoorStep } from '../../../shared/rules/door';
import { formatIndiaTime } from '../../lib/format-india-time';
import type { DoorChoices } from './door-steps';
import { stepButtonLabel } from './door-texts';
import { ReasonForm } from './reason-form';

export interface StepChoice {
  step: DoorStep;
  to: number;
  reason?: string;
  force?: boolean;
}

interface DoorActionsProps {
  choices: DoorChoices;
  pending: boolean;
  onStep(choice: StepChoice): void;
}

/**
 * The one large button first (the next step, or refusing on a red verdict), then the
 * secondary ones: admitting anyway, refusing, undoing.
 */
export function DoorActions({ choices, pending, onStep }: DoorActionsProps) {
  const [asking, setAsking] = useState<'refuse' | 'admit' | null>(null);
  const { next, main, admitAnyway, refuse, undo } = choices;

  if (asking) {
    const admit = asking === 'admit';
    return (
      <ReasonForm
        label={admit ? 'Why admit outside the entry window?' : 'Why refuse entry?'}
        submitLabel={admit ? 'Admit anyway' : 'Refuse entry'}
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
      Refuse…
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
        {admitAnyway && (
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => setAsking('admit')}
          >
            Admit anyway…
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
            {`Undo last step (until ${formatIndiaTime(undo.until.toISOString())})`}
          </button>
        )}
      </div>
    </div>
  );
}
