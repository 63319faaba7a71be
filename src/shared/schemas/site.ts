import { z } from 'zod';

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
});
export type SiteResponse = z.infer<typeof siteResponseSchema>;

export const countrySchema = z.object({
  name: z.string(),
  isoCode: z.string(),
  flag: z.string(),
  phonecode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);

export const stateSchema = z.object({ name: z.string(), isoCode: z.string() });
export const statesResponseSchema = z.array(stateSchema);
export const countryParamsSchema = z.object({
  isoCode: z.string().regex(/^[A-Za-z]{2}$/, 'isoCode must be two letters'),
});

/** GET /api/health: answered once the database answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
