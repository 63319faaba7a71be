import { useEffect, useRef, useState } from 'react';
import { type DoorStep, verdictTone } from '../../../shared/rules/door';
import type { DoorBooking } from '../../../shared/schemas/door';
import { HttpError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { t } from '../../lib/staff-texts';
import { useChangeStatus } from './change-status';
import { DoorActions, type StepChoice } from './door-actions';
import { DoorParty, doorPartyView } from './door-party';
import { doorChoices } from './door-steps';
import { conflictText, entryOpensText, stepDoneText, verdictText } from './door-texts';

export type Tone = 'green' | 'amber' | 'red';

export const STEP_TONES: Record<DoorStep, Tone> = {
  validate: 'green',
  check_in: 'green',
  check_out: 'green',
  refuse: 'red',
  undo: 'amber',
};

/** The undo button's deadline passes while the booking is on screen. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface DoorPanelProps {
  /** The booking as it is now; null when no booking has the scanned code. */
  booking: DoorBooking | null;
  /** What was scanned or picked. */
  code: string;
  meId: string | undefined;
  onTone(tone: Tone): void;
}

/**
 * One scanned ticket: the verdict as a large colour field and a sentence, the steps staff
 * may take, and the party. Focus starts on the verdict, so Tab reaches the next step.
 */
export function DoorPanel({ booking, code, meId, onTone }: DoorPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const change = useChangeStatus();
  const [done, setDone] = useState<DoorStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Another device's step got there first: the server's sentence saying who and when. */
  const [conflict, setConflict] = useState<string | null>(null);
  const now = useNow(15_000);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the verdict or a step's outcome just changed.
  useEffect(() => heading.current?.focus(), [done, problem, conflict]);

  function takeStep({ step, ...change_ }: StepChoice) {
    if (!booking) return;
    setProblem(null);
    setConflict(null);
    change.mutate(
      { bookingId: booking.id, from: booking.status, ...change_ },
      {
        onSuccess: () => {
          setDone(step);
          onTone(STEP_TONES[step]);
        },
        onError: (error) => {
          setDone(null);
          onTone('red');
          // 409 status_changed names who got there first. The booking is read again meanwhile
          // (change-status.ts), and the verdict under the headline follows what it says now.
          if (error instanceof HttpError && error.code === 'status_changed') setConflict(error.message);
          else setProblem(t('door.notDone', { error: errorText(error) }));
        },
      },
    );
  }

  const tone: Tone = done
    ? STEP_TONES[done]
    : conflict
      ? 'amber'
      : verdictTone(booking?.verdict ?? 'unknown');
  const text =
    done && booking
      ? stepDoneText(done, booking.admitted ?? booking.partySize)
      : conflict
        ? conflictText(conflict)
        : verdictText(booking, meId);
  const opens = entryOpensText(booking);
  return (
    <article className="door-panel" aria-labelledby="door-verdict">
      <div className={`door-verdict door-verdict--${tone}`}>
        <h2 id="door-verdict" ref={heading} tabIndex={-1}>
          {text}
        </h2>
        {(done || conflict) && booking && (
          <p className="door-verdict-more">{t('door.now', { verdict: verdictText(booking, meId) })}</p>
        )}
        {!done && opens && <p className="door-verdict-more">{opens}</p>}
        {!booking && (
          <p className="door-verdict-more">
            {t('door.scanned')} <span className="door-code">{code}</span>
          </p>
        )}
      </div>
      {problem && (
        <p className="door-problem" role="alert">
          {problem}
        </p>
      )}
      {booking && (
        <>
          <DoorActions
            // A new status starts with the buttons, not a half-typed reason.
            key={booking.status}
            choices={doorChoices(booking, now)}
            partySize={booking.partySize}
            pending={change.isPending}
            onStep={takeStep}
          />
          <DoorParty view={doorPartyView(booking)} />
        </>
      )}
    </article>
  );
}
