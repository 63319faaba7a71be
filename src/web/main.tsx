// Before any module makes a zod schema (lib/zod-jitless.ts says why).
import './lib/zod-jitless';
// Site-wide styles first, so that a page's own stylesheet can refine them; print rules last.
import './styles/base.css';
import './styles/shell.css';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentEnvironment } from './lib/environment';
import { loadLanguage, pageLanguage } from './lib/i18n';
import './styles/print.css';

const strict = (app: ReactNode) => <StrictMode>{app}</StrictMode>;

function start(root: HTMLElement) {
  // The staff site is its own chunk, fetched only on the admin host: visitors never load it.
  if (currentEnvironment.isAdmin) {
    void import('./app/admin/admin-app').then(({ AdminApp }) =>
      createRoot(root).render(strict(<AdminApp />)),
    );
    return;
  }
  // Set by the server on a page prerendered for a visitor holding a session cookie.
  const app = <App sessionExpected={root.dataset.session === 'expected'} />;
  if (!root.hasChildNodes()) {
    createRoot(root).render(strict(app));
    return;
  }
  // The server sent the page prerendered (scripts/prerender-pages.ts): React takes over that
  // markup (a lazy page's part once its code is here). As a transition, the work is cut in
  // slices that leave the phone free to answer a tap. A mismatch would be a bug: say so.
  startTransition(() => {
    hydrateRoot(root, strict(app), {
      onRecoverableError: (error) => console.error('The prerendered page did not match:', error),
    });
  });
}

const root = document.getElementById('root');
// The page's language (the server wrote it in <html lang>) is loaded before the first render,
// so that React takes over a prerendered page in the language it was painted in. The staff
// site (in English: the server sends it so) loads it whole, and its own texts besides.
if (root) void loadLanguage(pageLanguage(), { whole: currentEnvironment.isAdmin }).then(() => start(root));
