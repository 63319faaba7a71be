import { useEffect, useState } from 'react';

const CONFIRMATION_MS = 3_000;

/** The keyword to send, with a copy button and a visible, announced "Copied". */
export function KeywordCopy({ keyword }: { keyword: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

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
      <p id="keyword-copy-label">Send this keyword by SMS (capital or small letters, both work):</p>
      <p className="keyword-copy__row">
        <strong className="keyword-copy__keyword" aria-describedby="keyword-copy-label">
          {keyword}
        </strong>
        <button type="button" className="button button-secondary" onClick={copy}>
          Copy keyword
        </button>
        <span role="status" className="keyword-copy__status">
          {copyState === 'copied' && 'Copied'}
          {copyState === 'failed' && 'Could not copy: please type the keyword.'}
        </span>
      </p>
    </div>
  );
}
