// Site-wide styles first, so that a page's own stylesheet can refine them; print rules last.
import './styles/base.css';
import './styles/shell.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentEnvironment } from './lib/environment';
import './styles/print.css';

const root = document.getElementById('root');
const render = (app: ReactNode) => root && createRoot(root).render(<StrictMode>{app}</StrictMode>);

// The staff site is its own chunk, fetched only on the admin host: visitors never load it.
if (currentEnvironment.isAdmin)
  void import('./app/admin/admin-app').then(({ AdminApp }) => render(<AdminApp />));
else render(<App />);
