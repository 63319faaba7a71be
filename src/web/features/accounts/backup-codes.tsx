import { useEffect, useRef } from 'react';

/** The backup codes, shown this once, then on to the staff pages. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="backup-codes-heading">
      <h2 id="backup-codes-heading" ref={heading} tabIndex={-1}>
        Second factor set up. Keep your backup codes
      </h2>
      <p>
        Each code signs you in once without the app, for a lost or broken phone. Write them down or print them
        now: they are not shown again.
      </p>
      <ul className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        I have kept them: continue
      </button>
    </section>
  );
}
