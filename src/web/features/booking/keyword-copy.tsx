import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n';

const CONFIRMATION_MS = 3_000;

/** The keyword to send, with a copy button and a visible, announced "Copied". */
export function KeywordCopy({ keyword }: { keyword: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { t } = useTexts();

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(keyword);
      setCopyState('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the keyword is on screen to type.
      setCopyState('failed');
    }
  }

  return (
    <div className="keyword-copy">
      <p id="keyword-copy-label">{t('keyword.send')}</p>
      <p className="keyword-copy__row">
        <strong className="keyword-copy__keyword" aria-describedby="keyword-copy-label">
          {keyword}
        </strong>
        <button type="button" className="button button-secondary" onClick={copy}>
          {t('keyword.copy')}
        </button>
        <span role="status" className="keyword-copy__status">
          {copyState === 'copied' && t('keyword.copied')}
          {copyState === 'failed' && t('keyword.copyFailed')}
        </span>
      </p>
    </div>
  );
}
