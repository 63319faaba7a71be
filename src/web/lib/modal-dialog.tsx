import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTexts } from './i18n';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The dialog's own look instead of the standard 'modal-dialog' card. */
  className?: string;
  /** Id of the text that says what the dialog is about, read out with its title. */
  describedBy?: string;
  /** Leave out the X for a dialog whose own button closes it; Escape closes every dialog. */
  closeButton?: boolean;
}

/**
 * A native modal <dialog>: the browser keeps focus inside it and makes the page behind it
 * inert; Escape and the X button close it, and focus goes back to where it was. Setting
 * `open` to false closes it the same way.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  className = 'modal-dialog',
  describedBy,
  closeButton = true,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { t } = useTexts();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first field rather than the X button: the dialog is there to be filled in.
      dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    onClose();
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={handleClose}
    >
      <div className="modal-dialog-header">
        <h2 id={titleId}>{title}</h2>
        {closeButton && (
          <button
            type="button"
            className="modal-dialog-close"
            aria-label={t('common.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {open && children}
    </dialog>
  );
}
