import path from 'node:path';
import type { Alias } from 'vite';

// Trial of issue 27 (decision 0066): the visitor site and the staff site run on Preact with
// its React compatibility layer instead of React. The code keeps importing 'react'; these
// aliases send those imports (the app's and its libraries': react-router, TanStack Query,
// react-day-picker) to preact/compat, in the browser build and in the prerender alike.

const here = import.meta.dirname;

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // Only the prerender imports it (src/web/prerender.tsx): React's static rendering, which
  // waits for lazy pages, stood in for by Preact's asynchronous string rendering.
  { find: /^react-dom\/static$/, replacement: path.join(here, 'preact-static.ts') },
];

/**
 * Libraries that import 'react' and would otherwise be loaded by Node itself in the
 * prerender's server, past the aliases: with two runtimes, hooks would find no component.
 */
export const REACT_LIBRARIES = ['react-router', '@tanstack/react-query', 'react-day-picker'];
