import { useEffect, useRef, useState } from 'react';
import type { Hold } from '../../../shared/schemas/holds';
import { formatIndiaTime } from '../../lib/format-india-time';
import { useTexts } from '../../lib/i18n';

/** Whole minutes left until `expiresAt` at `now` (0: under a minute). */
const minutesLeft = (expiresAt: string, now: number) =>
  Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));

/** The minutes left, following the clock (checked each second; a change re-renders). */
function useMinutesLeft(expiresAt: string): number {
  const [minutes, setMinutes] = useState(() => minutesLeft(expiresAt, Date.now()));
  useEffect(() => {
    const update = () => setMinutes(minutesLeft(expiresAt, Date.now()));
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return minutes;
}

/** The time left, shown and readable but not a live region: a screen reader is not told every minute. */
function TimeLeft({ expiresAt }: { expiresAt: string }) {
  const minutes = useMinutesLeft(expiresAt);
  const { t } = useTexts();
  return <p className="hold-time-left">{t('hold.timeLeft', { minutes })}</p>;
}

/**
 * The seats held for the visitor: until when, and how long is left. When the hold runs out the
 * visitor is told (politely, once) and what to do, rather than the line just going.
 */
export function HoldStatus({ hold }: { hold: Hold | null }) {
  const last = useRef<Hold | null>(null);
  const [ranOut, setRanOut] = useState(false);
  const { t, language } = useTexts();
  useEffect(() => {
    if (hold) {
      last.current = hold;
      setRanOut(false);
      return;
    }
    // Gone: ran out, or used, released or replaced; only running out is news to the visitor.
    const previous = last.current;
    last.current = null;
    if (previous && Date.parse(previous.expiresAt) <= Date.now()) setRanOut(true);
  }, [hold]);

  let status = '';
  if (hold) status = t('hold.until', { time: formatIndiaTime(hold.expiresAt, language), seats: hold.seats });
  else if (ranOut) status = t('hold.ranOut');
  return (
    <div className="hold">
      <p className={hold ? 'hold-status' : 'hold-status hold-ran-out'} role="status">
        {status}
      </p>
      {hold && <TimeLeft expiresAt={hold.expiresAt} />}
    </div>
  );
}
