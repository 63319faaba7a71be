import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which messages a guest's home page needs: the keys used by the modules it loads, so that the
// build can put them in each language's first catalog chunk and leave the rest of the visitor
// site's messages to a second chunk, fetched by the first lazy page or form that needs them
// (decision 0064; the home page's download budget, tests/e2e/download-budget.e2e.ts).

const WEB = path.resolve(import.meta.dirname, '../src/web');

/**
 * Where the first load starts: the entry, and the lazy modules a guest's home page loads at
 * once (the calendar and the slot step). Their static imports follow.
 */
const FIRST_LOAD_ROOTS = ['main.tsx', 'features/slots/booking-calendar.tsx', 'features/slots/slot-step.tsx'];

const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gms;
const KEY_CALL = /\b(?:t|msg)\(\s*['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The source files the first load runs: the roots and everything they import statically. */
export function firstLoadFiles(): Set<string> {
  const seen = new Set<string>();
  const queue = FIRST_LOAD_ROOTS.map((root) => path.join(WEB, root));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const found = resolve(file, match[1] ?? '');
      if (found) queue.push(found);
    }
  }
  return seen;
}

/** The message keys the first load asks for. */
export function firstLoadKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of firstLoadFiles())
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_CALL)) keys.add(match[1] ?? '');
  return keys;
}
