import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// config/environments.json: the trust, its schedule and each environment's sites, checked
// when the server starts (config.ts merges it with the environment variables).

const smsSettings = z.object({ keyword: z.string().min(1), number: z.string().min(4) });

const environmentFile = z.object({
  organisation: z.object({
    name: z.string(),
    trustName: z.string(),
    address: z.string(),
    email: z.string(),
    chatNumber: z.string(),
    privacyPolicyPath: z.string(),
    sisterSites: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
  schedule: z.object({
    firstSlotStart: z.string().regex(/^\d{2}:\d{2}$/),
    closingTime: z.string().regex(/^\d{2}:\d{2}$/),
    entryClosesMinutesBeforeClosing: z.number().int().min(0),
    slotMinutes: z.number().int().min(5),
    slotCapacity: z.number().int().min(1),
    sameDayLookaheadMinutes: z.number().int().min(0),
  }),
  environments: z.record(
    z.enum(['local', 'dev', 'staging', 'production']),
    z.object({
      homeSite: z.string().url(),
      adminSite: z.string().url(),
      api: z.string().url(),
      publicSite: z.string().url(),
      onlineBookingSite: z.string().url(),
      sms: z.object({
        provider: z.enum(['simulator', 'webhook', 'textlocal']),
        default: smsSettings,
        global: smsSettings,
      }),
      thirdParty: z.object({
        fontsCss: z.string().optional(),
        mapEmbedUrl: z.string().optional(),
        chatWidgetScript: z.string().optional(),
        videoUrl: z.string().optional(),
      }),
    }),
  ),
});

export type EnvironmentFile = z.infer<typeof environmentFile>;

const FILE = path.resolve(import.meta.dirname, '../../config/environments.json');

export function readEnvironmentFile(): EnvironmentFile {
  return environmentFile.parse(JSON.parse(readFileSync(FILE, 'utf8')));
}
