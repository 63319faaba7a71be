import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` unless told not to, and first probes
// whether it may: under our CSP (no 'unsafe-eval') that probe is refused and reported as a
// violation on every page that makes a schema. Interpreted parsing is fast enough for forms.
// Imported first by the entry, because zod decides when each object schema is made.
config({ jitless: true });
