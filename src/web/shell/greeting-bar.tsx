import type { ReactNode } from 'react';
import { texts } from '../../shared/texts';
import { LoginToBookButton } from './login-to-book-button';

/** 'Sairam' + a name, with the actions that fit the visitor's state beside it. */
export function GreetingBarView({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="greeting-bar" aria-label="Greeting">
      <div className="greeting-bar-inner">
        <p className="greeting">
          {texts.greeting} <strong>{name}</strong>
        </p>
        <div className="greeting-actions">{children}</div>
      </div>
    </section>
  );
}

/** Signed out: 'Sairam Guest' and 'Login to Book'. The accounts feature adds the signed-in state. */
export function GreetingBar() {
  return (
    <GreetingBarView name={texts.guestName}>
      <LoginToBookButton />
    </GreetingBarView>
  );
}
