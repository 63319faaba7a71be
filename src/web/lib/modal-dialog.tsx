import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser keeps focus inside it and makes the page behind it
 * inert; Escape and the X button close it, and focus goes back to where it was.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

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
    <dialog ref={dialogRef} className="account-dialog" aria-labelledby={titleId} onClose={handleClose}>
      <div className="account-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="account-dialog-close"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
