import { useEffect, useRef } from 'react';
import { LoginForm } from './login-form';

/**
 * The login form as the dialog shows it. It is its own chunk, so it may arrive after the
 * dialog opened: then the dialog could not put focus in it, and this does.
 */
export function LoginDialogForm() {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = holder.current;
    if (form && !form.contains(document.activeElement)) form.querySelector<HTMLElement>('input')?.focus();
  }, []);
  return (
    <div ref={holder}>
      <LoginForm />
    </div>
  );
}
