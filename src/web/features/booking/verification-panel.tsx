import { useCallback, useEffect, useRef } from 'react';
import { e164 } from '../../../shared/rules/mobile';
import { texts } from '../../../shared/texts';
import { HttpError } from '../../lib/api';
import { currentEnvironment } from '../../lib/environment';
import { errorText } from '../../lib/error-text';
import { QrCode } from '../../lib/qr-code';
import { useCheckVerification } from './check-verification';
import { useCreateVerification } from './create-verification';
import { KeywordCopy } from './keyword-copy';
import { SimulateSmsButton } from './simulate-sms-button';
import './verification-panel.css';

export interface VerificationPanelProps {
  /** Dial code digits, e.g. '91'. */
  countryCode: string;
  mobile: string;
  /** The SMS arrived: book with this verification id. */
  onVerified(verificationId: string): void;
  onCancel(): void;
}

// Answers after which this keyword can no longer work: not found, already used, expired.
const NEEDS_NEW_KEYWORD = new Set([404, 409, 410]);

/**
 * Home step 5's SMS check: shows the keyword to send, the number, a QR code and an `sms:`
 * link; Validate asks the server whether the SMS arrived. States: idle, processing (only
 * CANCEL shown), result. Give it a new `key` to start over for another number.
 */
export function VerificationPanel({ countryCode, mobile, onVerified, onCancel }: VerificationPanelProps) {
  const { mutate: createChallenge, ...challenge } = useCreateVerification();
  const { mutate: checkChallenge, reset: resetCheck, ...check } = useCheckVerification();
  const requested = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // A new check (and resetCheck) clears the previous answer.
  const result = check.data ?? null;

  const start = useCallback(() => {
    resetCheck();
    createChallenge({ countryCode, mobile }, { onSuccess: () => headingRef.current?.focus() });
  }, [countryCode, mobile, createChallenge, resetCheck]);

  useEffect(() => {
    // Once per panel, also under StrictMode's double effects (refs survive them).
    if (requested.current) return;
    requested.current = true;
    start();
  }, [start]);

  useEffect(() => {
    if (result || check.isError) resultRef.current?.focus();
  }, [result, check.isError]);

  const verification = challenge.data;
  const processing = check.isPending;
  const verified = result?.verified === true;
  const needsNewKeyword = check.error instanceof HttpError && NEEDS_NEW_KEYWORD.has(check.error.status);

  function validate() {
    if (!verification) return;
    checkChallenge(verification.id, {
      onSuccess: (answer) => {
        if (answer.verified) onVerified(verification.id);
      },
    });
  }

  return (
    <section className="verification-panel" aria-labelledby="verification-panel-heading">
      <h3 id="verification-panel-heading" ref={headingRef} tabIndex={-1}>
        Validate your mobile number
      </h3>

      {challenge.isPending && <p role="status">Preparing your keyword…</p>}
      {challenge.isError && (
        <div role="alert">
          <p>{errorText(challenge.error)}</p>
          <button type="button" onClick={start}>
            Try again
          </button>
        </div>
      )}

      {verification && !processing && !verified && !needsNewKeyword && (
        <div className="verification-panel__send">
          <KeywordCopy keyword={verification.keyword} />
          <p>
            to the number <strong className="verification-panel__number">{verification.number}</strong>
          </p>
          <QrCode
            value={verification.smsUri}
            className="sms-qr-code"
            alt="QR code: scan it with your phone to open an SMS with the keyword and number filled in"
          />
          <p>
            <a href={verification.smsUri}>{texts.sendUsingThisDevice}</a>
          </p>
          {currentEnvironment.name === 'local' && (
            <SimulateSmsButton from={e164(countryCode, mobile)} text={verification.keyword} />
          )}
        </div>
      )}

      {processing && (
        <div role="status" className="verification-panel__processing">
          <progress aria-label="Checking for your SMS" />
          <span>Checking for your SMS…</span>
        </div>
      )}

      {(result || check.isError) && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role={verified ? 'status' : 'alert'}
          className={verified ? 'verification-panel__ok' : 'verification-panel__not-yet'}
        >
          <p>{result ? result.message : errorText(check.error)}</p>
          {needsNewKeyword && (
            <button type="button" onClick={start}>
              Get a new keyword
            </button>
          )}
        </div>
      )}

      {!verified && (
        <div className="verification-panel__actions">
          {verification && !processing && !needsNewKeyword && (
            <button type="button" onClick={validate}>
              {texts.validate}
            </button>
          )}
          <button type="button" onClick={onCancel}>
            {texts.cancel}
          </button>
        </div>
      )}
    </section>
  );
}
