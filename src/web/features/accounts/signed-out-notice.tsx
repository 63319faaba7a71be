import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTexts } from '../../lib/i18n';

// "You have signed out." shown in the greeting bar right after signing out, and given focus:
// the button that was pressed is gone, so focus needs somewhere meaningful to land.

let shown = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (shown === next) return;
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the sign-out: the greeting bar says so once the page shows the guest. */
export function announceSignedOut(): void {
  set(true);
}

/** Forgets the notice (someone signed in again). */
export function clearSignedOutNotice(): void {
  set(false);
}

export function SignedOutNotice() {
  const visible = useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
  const notice = useRef<HTMLParagraphElement>(null);
  const { t } = useTexts();
  useEffect(() => {
    if (visible) notice.current?.focus();
  }, [visible]);
  if (!visible) return null;
  return (
    <p ref={notice} tabIndex={-1} role="status" className="signed-out-notice">
      {t('account.signedOut')}
    </p>
  );
}
