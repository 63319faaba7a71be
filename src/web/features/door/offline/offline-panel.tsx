import { useEffect, useRef, useState } from 'react';
import { type DoorStep, verdictTone } from '../../../../shared/rules/door';
import { formatIndiaTime } from '../../../lib/format-india-time';
import { t } from '../../../lib/staff-texts';
import { DoorActions, type StepChoice } from '../door-actions';
import { STEP_TONES, type Tone, useNow } from '../door-panel';
import { DoorParty } from '../door-party';
import { doorChoices } from '../door-steps';
import { stepDoneText } from '../door-texts';
import { earlyMinutes, takeOfflineStep, useDoorDevice } from './door-device';
import { offlineDoorBooking } from './offline-door';
import { offlinePartyView } from './offline-party';
import { offlineVerdictText } from './offline-texts';

/** Where the verdict came from: still true once the network is back, so it says when. */
function sourceText(online: boolean, syncedAt: string | undefined): string {
  if (!online) return t('door.offline.decidedOffline');
  return syncedAt
    ? t('door.offline.decidedSynced', { time: formatIndiaTime(syncedAt) })
    : t('door.offline.decided');
}

interface OfflinePanelProps {
  /** What was scanned or picked. */
  code: string;
  onTone(tone: Tone): void;
}

/**
 * One ticket decided from the device's roster, as DoorPanel does online: the verdict by the
 * same rules, the same steps, and the party as far as the device knows it. A step is applied
 * to the roster on screen and queued to upload.
 */
export function OfflinePanel({ code, onTone }: OfflinePanelProps) {
  const { roster, queue, online } = useDoorDevice();
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<DoorStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const now = useNow(15_000);
  const view = roster && offlineDoorBooking(roster, code, queue, now, earlyMinutes());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a step's outcome just changed.
  useEffect(() => heading.current?.focus(), [done, problem]);

  async function takeStep({ step, ...request }: StepChoice) {
    setProblem(null);
    setPending(true);
    try {
      await takeOfflineStep(code, request);
      setDone(step);
      onTone(STEP_TONES[step]);
    } catch {
      setDone(null);
      setProblem(t('door.offline.notKept'));
      onTone('red');
    } finally {
      setPending(false);
    }
  }

  const tone: Tone = done ? STEP_TONES[done] : verdictTone(view?.verdict ?? 'unknown');
  const verdict = offlineVerdictText(view);
  return (
    <article className="door-panel" aria-labelledby="door-verdict">
      <div className={`door-verdict door-verdict--${tone}`}>
        <h2 id="door-verdict" ref={heading} tabIndex={-1}>
          {done && view ? stepDoneText(done, view.booking.people) : verdict}
        </h2>
        {done && <p className="door-verdict-more">{t('door.now', { verdict })}</p>}
        {!done && view?.verdict === 'too_early' && view.entryOpensAt && (
          <p className="door-verdict-more">
            {t('door.entryOpens', { time: formatIndiaTime(view.entryOpensAt) })}
          </p>
        )}
        {!view && (
          <p className="door-verdict-more">
            {t('door.scanned')} <span className="door-code">{code}</span>
          </p>
        )}
        <p className="door-verdict-more">{sourceText(online, roster?.syncedAt)}</p>
      </div>
      {problem && (
        <p className="door-problem" role="alert">
          {problem}
        </p>
      )}
      {view && (
        <>
          <DoorActions
            key={view.booking.status}
            choices={doorChoices({ ...view.booking, verdict: view.verdict, events: view.events }, now)}
            partySize={view.booking.people}
            pending={pending}
            onStep={(choice) => void takeStep(choice)}
          />
          <DoorParty view={offlinePartyView(view)} />
        </>
      )}
    </article>
  );
}
