import { useEffect, useRef, useState } from 'react';

/** The backup codes, shown this once (to print or copy), then on to the staff pages. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied. Paste them somewhere safe, away from your phone.');
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them, or print them.');
    }
  }

  return (
    <section aria-labelledby="backup-codes-heading" className="two-factor-backup">
      <h2 id="backup-codes-heading" ref={heading} tabIndex={-1}>
        Second factor set up. Keep your backup codes
      </h2>
      <p>
        Each code signs you in once without the app, for a lost or broken phone. Print them or copy them now:
        they are not shown again. The staff site shows how many you have left.
      </p>
      <ul className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print codes
        </button>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy codes
        </button>
      </div>
      <p className="account-status" role="status">
        {copied}
      </p>
      <button type="button" className="button two-factor-done" onClick={onDone}>
        I have kept them: continue
      </button>
    </section>
  );
}
