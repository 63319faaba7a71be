import { z } from 'zod';
import { DIAL_CODE_PATTERN } from '../rules/mobile';

export const siteResponseSchema = z.object({
  appEnv: z.string(),
  name: z.string(),
  trustName: z.string(),
  homeSite: z.string(),
  adminSite: z.string(),
  api: z.string(),
  publicSite: z.string(),
  onlineBookingSite: z.string(),
  timings: z.object({ menu: z.string(), footer: z.string() }),
  rules: z.array(z.string()),
  sms: z.object({
    default: z.object({ keyword: z.string(), number: z.string() }),
    global: z.object({ keyword: z.string(), number: z.string() }),
  }),
  /** Days after the visit date at which dates of birth, documents and mobiles are erased. */
  purgeAfterDays: z.number(),
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;

const dialCodeSchema = z.string().regex(DIAL_CODE_PATTERN, 'A dial code is 1 to 4 digits, e.g. 91');

export const countrySchema = z.object({
  name: z.string(),
  isoCode: z.string(),
  flag: z.string(),
  /** The main dial code; '' for the few places that have none (Bouvet Island). */
  phonecode: z.union([dialCodeSchema, z.literal('')]),
  /** Every dial code of the country, the main one first: Dominican Republic 1809, 1829, 1849. */
  phonecodes: z.array(dialCodeSchema),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);

export const stateSchema = z.object({ name: z.string(), isoCode: z.string() });
export type State = z.infer<typeof stateSchema>;
export const statesResponseSchema = z.array(stateSchema);
export const countryParamsSchema = z.object({
  isoCode: z.string().regex(/^[A-Za-z]{2}$/, 'isoCode must be two letters'),
});

/** GET /api/health: the process is alive and serving (nothing else is checked). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Why GET /api/health/ready answers 503. */
export const notReadyReasonSchema = z.enum(['draining', 'database_unreachable', 'migrations_not_current']);
export type NotReadyReason = z.infer<typeof notReadyReasonSchema>;

/** GET /api/health/ready when the instance should not be sent requests. */
export const notReadyResponseSchema = z.object({
  status: z.literal('unavailable'),
  reason: notReadyReasonSchema,
});
