import { useCallback, useEffect, useRef } from 'react';
import { e164 } from '../../../shared/rules/mobile';
import type { Verification } from '../../../shared/schemas/verification';
import { texts } from '../../../shared/texts';
import { HttpError } from '../../lib/api';
import { currentEnvironment } from '../../lib/environment';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { QrCode } from '../../lib/qr-code';
import { richText } from '../../lib/rich-text';
import { inPageLanguage } from '../../lib/spec-text';
import { useCheckVerification } from './check-verification';
import { useCreateVerification } from './create-verification';
import { useResumeVerification } from './get-verification';
import { KeywordCopy } from './keyword-copy';
import { SimulateSmsButton } from './simulate-sms-button';
import './verification-panel.css';

export interface VerificationPanelProps {
  /** Dial code digits, e.g. '91'. */
  countryCode: string;
  mobile: string;
  /** A challenge made before the page reloaded: shown again instead of a new keyword. */
  resumeId?: string;
  /** A new challenge was made (to keep its id across a reload). */
  onChallenge?(verificationId: string): void;
  /** The SMS arrived: book with this verification id. */
  onVerified(verificationId: string): void;
  onCancel(): void;
}

// Answers after which this keyword can no longer work: not found, already used, expired.
const NEEDS_NEW_KEYWORD = new Set([404, 409, 410]);

/** Why a challenge read back after a reload can no longer be used, if it cannot. */
function staleText(state: string | undefined): string | null {
  if (state === 'expired') return inPageLanguage(texts.mobileVerificationExpired);
  if (state === 'used') return inPageLanguage(texts.mobileVerificationUsed);
  return null;
}

/**
 * Home step 5's SMS check: shows the keyword to send, the number, a QR code and an `sms:`
 * link; Validate asks the server whether the SMS arrived. States: idle, processing (only
 * CANCEL shown), result. Give it a new `key` to start over for another number; give it
 * `resumeId` to show a challenge made before a reload.
 */
export function VerificationPanel(props: VerificationPanelProps) {
  const { countryCode, mobile, resumeId, onChallenge, onVerified, onCancel } = props;
  const { mutate: createChallenge, reset: resetCreate, ...created } = useCreateVerification();
  const { mutate: resumeChallenge, reset: resetResume, ...resumed } = useResumeVerification();
  const { mutate: checkChallenge, reset: resetCheck, ...check } = useCheckVerification();
  const requested = useRef(false);
  const { t } = useTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // A new check (and resetCheck) clears the previous answer.
  const result = check.data ?? null;

  const start = useCallback(() => {
    resetCheck();
    resetResume();
    createChallenge(
      { countryCode, mobile },
      {
        onSuccess: (made) => {
          onChallenge?.(made.id);
          headingRef.current?.focus();
        },
      },
    );
  }, [countryCode, mobile, createChallenge, resetCheck, resetResume, onChallenge]);

  useEffect(() => {
    // Once per panel, also under StrictMode's double effects (refs survive them).
    if (requested.current) return;
    requested.current = true;
    if (resumeId) {
      resetCreate();
      resumeChallenge(resumeId, {
        // A keyword that can no longer work moves focus to the message saying so instead.
        onSuccess: (read) => {
          if (!staleText(read.state)) headingRef.current?.focus();
        },
        onError: () => headingRef.current?.focus(),
      });
    } else start();
  }, [start, resumeId, resumeChallenge, resetCreate]);

  const stale = staleText(resumed.data?.state);
  useEffect(() => {
    if (result || check.isError || stale) resultRef.current?.focus();
  }, [result, check.isError, stale]);

  const verification: Verification | undefined = created.data ?? (stale ? undefined : resumed.data);
  const loadError = created.error ?? (resumed.isError ? resumed.error : null);
  const processing = check.isPending;
  const verified = result?.verified === true;
  const needsNewKeyword =
    stale !== null || (check.error instanceof HttpError && NEEDS_NEW_KEYWORD.has(check.error.status));
  const problem = result
    ? inPageLanguage(result.message)
    : check.isError
      ? inPageLanguage(errorText(check.error))
      : stale;

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
        {t('verify.heading')}
      </h3>

      {(created.isPending || resumed.isPending) && <p role="status">{t('verify.preparing')}</p>}
      {loadError && (
        <div role="alert" className="verification-panel__not-yet">
          <p>{inPageLanguage(errorText(loadError))}</p>
          <button type="button" className="button button-secondary" onClick={start}>
            {created.isError ? t('common.tryAgain') : t('verify.newKeyword')}
          </button>
        </div>
      )}

      {verification && !processing && !verified && !needsNewKeyword && (
        <div className="verification-panel__send">
          <KeywordCopy keyword={verification.keyword} />
          <p>
            {richText(t('verify.toNumber', { number: verification.number }), [
              (text) => <strong className="verification-panel__number">{text}</strong>,
            ])}
          </p>
          <QrCode value={verification.smsUri} className="sms-qr-code" alt={t('verify.qr')} />
          <p>
            <a href={verification.smsUri} className="button button-secondary">
              {t('sendUsingThisDevice')}
            </a>
          </p>
          {currentEnvironment.name === 'local' && (
            <SimulateSmsButton from={e164(countryCode, mobile)} text={verification.keyword} />
          )}
        </div>
      )}

      {processing && (
        <div role="status" className="verification-panel__processing">
          <progress aria-label={t('verify.checkingName')} />
          <span>{t('verify.checking')}</span>
        </div>
      )}

      {problem && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role={verified ? 'status' : 'alert'}
          className={verified ? 'verification-panel__ok' : 'verification-panel__not-yet'}
        >
          <p>{problem}</p>
          {needsNewKeyword && (
            <button type="button" className="button button-secondary" onClick={start}>
              {t('verify.newKeyword')}
            </button>
          )}
        </div>
      )}

      {!verified && (
        <div className="verification-panel__actions">
          {verification && !processing && !needsNewKeyword && (
            <button type="button" className="button" onClick={validate}>
              {t('validate')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
