import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface LoginDialog {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const LoginDialogContext = createContext<LoginDialog | null>(null);

/**
 * Whether the 'Log in to booking' dialog is open. Anything in the shell or a page can open
 * it ('Login to Book'); the accounts feature renders the dialog itself from this state.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const dialog = useMemo<LoginDialog>(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return <LoginDialogContext.Provider value={dialog}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialog {
  const dialog = useContext(LoginDialogContext);
  if (!dialog) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return dialog;
}
