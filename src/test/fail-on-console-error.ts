import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes the code log an error fails, unless it expects it with vi.spyOn.
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called: ${errors.map((args) => args.join(' ')).join('\n')}`);
  }
});
