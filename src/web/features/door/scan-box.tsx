import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { t } from '../../lib/staff-texts';

interface ScanBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onLookup(text: string): void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * The one box of the door. A USB or Bluetooth scanner types the booking id and Enter, as a
 * person may type an id, mobile digits or a name. Whatever has focus (the verdict, a button),
 * typing a character starts a fresh entry here, so the next scan is never lost.
 */
export function ScanBox({ inputRef, onLookup }: ScanBoxProps) {
  const [text, setText] = useState('');

  useEffect(() => {
    const takeTyping = (event: KeyboardEvent) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' || isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      setText('');
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', takeTyping);
    return () => document.removeEventListener('keydown', takeTyping);
  }, [inputRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const entry = text.trim();
    if (!entry) return;
    setText('');
    onLookup(entry);
  }

  return (
    <form className="door-scan" onSubmit={submit}>
      <label htmlFor="door-scan-box">{t('door.scanBox.label')}</label>
      <div className="door-scan-row">
        <input
          id="door-scan-box"
          ref={inputRef}
          value={text}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the door page exists to take scans into this box.
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('door.scanBox.lookUp')}
        </button>
      </div>
    </form>
  );
}
