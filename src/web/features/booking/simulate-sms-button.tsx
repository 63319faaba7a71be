import { useEffect, useRef } from 'react';
import { useTexts } from '../../lib/i18n';
import { refusalText } from '../../lib/spec-text';
import { useSimulateSms } from './simulate-sms';

/**
 * Local environment only: sends the keyword through the server's SMS simulator, so the
 * whole flow works on a laptop with no phone. The outcome takes focus, so a keyboard or
 * screen-reader user hears it and goes on from there to Validate.
 */
export function SimulateSmsButton({ from, text }: { from: string; text: string }) {
  const { t } = useTexts();
  const simulate = useSimulateSms();
  const outcome = useRef<HTMLSpanElement>(null);
  const settled = simulate.isSuccess || simulate.isError;

  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  return (
    <p className="simulate-sms">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => simulate.mutate({ from, text })}
        disabled={simulate.isPending}
      >
        {t('simulateSms.button')}
      </button>
      <span ref={outcome} tabIndex={-1} role="status" className="simulate-sms__outcome">
        {simulate.isSuccess && t('simulateSms.delivered', { validate: t('validate') })}
        {simulate.isError && refusalText(simulate.error)}
      </span>
    </p>
  );
}
