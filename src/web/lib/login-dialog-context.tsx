import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface LoginDialog {
  isOpen: boolean;
  /** The e-mail to start with (the one just typed, when 'Get a new link' opens the dialog). */
  email: string;
  open(options?: { email?: string }): void;
  close(): void;
}

const LoginDialogContext = createContext<LoginDialog | null>(null);

/**
 * Whether the 'Log in to booking' dialog is open. Anything in the shell or a page can open
 * it ('Login to Book'); the accounts feature renders the dialog itself from this state.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ isOpen: false, email: '' });
  const dialog = useMemo<LoginDialog>(
    () => ({
      ...state,
      open: (options) => setState({ isOpen: true, email: options?.email ?? '' }),
      close: () => setState((current) => ({ ...current, isOpen: false })),
    }),
    [state],
  );
  return <LoginDialogContext.Provider value={dialog}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialog {
  const dialog = useContext(LoginDialogContext);
  if (!dialog) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return dialog;
}
