import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/staff-texts';

/** The backup codes, shown this once (to print or copy), then on to the staff pages. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(t('twoFactor.backup.copied'));
    } catch {
      setCopied(t('twoFactor.backup.copyRefused'));
    }
  }

  return (
    <section aria-labelledby="backup-codes-heading" className="two-factor-backup">
      <h2 id="backup-codes-heading" ref={heading} tabIndex={-1}>
        {t('twoFactor.backup.heading')}
      </h2>
      <p>{t('twoFactor.backup.text')}</p>
      <ul className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {t('twoFactor.backup.print')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('twoFactor.backup.copy')}
        </button>
      </div>
      <p className="account-status" role="status">
        {copied}
      </p>
      <button type="button" className="button two-factor-done" onClick={onDone}>
        {t('twoFactor.backup.done')}
      </button>
    </section>
  );
}
