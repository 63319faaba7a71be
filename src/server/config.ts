import path from 'node:path';
import { z } from 'zod';
import { type EnvironmentFile, readEnvironmentFile } from './environment-file';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type AppEnv = 'local' | 'dev' | 'staging' | 'production';

/** Believe the nearest `hops` proxies, as Fastify's numeric trustProxy does. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const processEnv = z.object({
  APP_ENV: z.enum(['local', 'dev', 'staging', 'production']).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(path.join(ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).optional(),
  TABLE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'lower-case letters, digits and _ only')
    .default('brindavan_'),
  SLOT_MINUTES: z.coerce.number().int().min(5).max(240).optional(),
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(10_000).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How many proxies in front of the app to believe about the client's address (a number of
  // hops, or comma-separated addresses/CIDRs). Off by default: believing X-Forwarded-For
  // from anyone would let a client pick its own address and dodge per-address rate limits.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'a number of hops, or comma-separated addresses')
    .transform((value) => (/^\d+$/.test(value) ? trustHops(Number(value)) : value.split(',')))
    .optional(),
  /** How many days ahead, from today, the server keeps filled with the weekly template's slots. */
  SLOT_HORIZON_DAYS: z.coerce.number().int().min(0).max(366).default(60),
  WEB_DIST: z.string().default(path.join(ROOT, 'dist/web')),
  /** Overrides the environment file's SMS inbox provider (tests, a gateway switch). */
  SMS_PROVIDER: z.enum(['simulator', 'webhook', 'textlocal']).optional(),
  TEXTLOCAL_API_KEY: z.string().min(1).optional(),
  TEXTLOCAL_INBOX_ID: z.string().min(1).optional(),
  TEXTLOCAL_BASE_URL: z.string().url().default('https://api.textlocal.in'),
  SMS_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long before its slot starts a visitor may enter. */
  DOOR_EARLY_MINUTES: z.coerce.number().int().min(0).max(240).default(30),
  /** How long seats stay held for a visitor who is verifying their number. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** How long a waiting-list offer keeps its seats (never past the slot's last bookable moment). */
  OFFER_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
  /** Whether admins must pass a second factor (TOTP) to use the admin API. */
  ADMIN_2FA: z.enum(['required', 'optional']).optional(),
  /**
   * Days after the visit date at which dates of birth, document numbers and mobile numbers
   * are erased (decision 0020). At least a day, so the door never meets an erased ticket.
   */
  PURGE_AFTER_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days')
    .default(180),
  /** How long a SIGTERM may take: in-flight requests finish, then the process exits (main.ts). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** How long a stopping instance keeps serving while the load balancer hears "draining" (main.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  /** The bearer token GET /metrics asks for; unset, /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The India hour from which the day-before reminders go out (decision 0055). */
  REMINDER_HOUR: z
    .string()
    .regex(/^([01]?\d|2[0-3])$/, 'must be a whole hour, 0 to 23')
    .default('17')
    .transform(Number),
});

export type ProcessEnv = z.infer<typeof processEnv>;

export interface SmsInboxSecrets {
  textlocal?: { apiKey: string; inboxId: string; baseUrl: string };
  webhookSecret?: string;
}

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  /** `sqlite:<file>` or a PostgreSQL URL. */
  databaseUrl: string;
  /**
   * PostgreSQL: the server itself, for the connections a transaction-pooling PgBouncer cannot
   * carry (session advisory locks: migrations, housekeeping). Unset: `databaseUrl`.
   */
  databaseDirectUrl?: string;
  /**
   * PostgreSQL: statements kept prepared per connection (decision 0067). Unset: on, unless
   * DATABASE_DIRECT_URL says queries go through a transaction-pooling PgBouncer.
   */
  databasePreparedStatements: boolean;
  tablePrefix: string;
  schedule: EnvironmentFile['schedule'];
  organisation: EnvironmentFile['organisation'];
  site: EnvironmentFile['environments']['local'];
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: boolean;
  logLevel: ProcessEnv['LOG_LEVEL'];
  trustProxy: ((address: string, hop: number) => boolean) | string[] | false;
  /** Days ahead kept filled with slots (start-up and daily); 0 turns that off. */
  slotHorizonDays: number;
  webDist: string;
  /** Secrets of the SMS inbox provider in `site.sms.provider`; only that provider's are set. */
  smsInbox: SmsInboxSecrets;
  doorEarlyMinutes: number;
  holdMinutes: number;
  offerMinutes: number;
  /** `required` outside `local` unless set: admins pass TOTP before the admin API answers. */
  adminTwoFactor: 'required' | 'optional';
  /** Days after the visit date at which personal data is erased. */
  purgeAfterDays: number;
  /** Seconds a SIGTERM may take before the process gives up waiting and exits. */
  shutdownTimeoutSeconds: number;
  /** Seconds a stopping instance still serves, answering not-ready, before it stops listening. */
  shutdownGraceSeconds: number;
  /** GET /metrics answers only with this bearer token; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** The India hour (0–23) from which tomorrow's visitors are reminded. */
  reminderHour: number;
}

export class ConfigError extends Error {}

/** Environment variables → checked, typed config. Throws ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = processEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const file = readEnvironmentFile();
  const fileSite = file.environments[vars.APP_ENV];
  if (!fileSite)
    throw new ConfigError(`APP_ENV: no environment "${vars.APP_ENV}" in config/environments.json`);
  const site = {
    ...fileSite,
    ...localSiteOnPort(vars.APP_ENV, fileSite, vars.PORT),
    sms: { ...fileSite.sms, provider: vars.SMS_PROVIDER ?? fileSite.sms.provider },
  };
  if (vars.APP_ENV !== 'local' && !vars.AUTH_SECRET) {
    throw new ConfigError('Invalid settings:\n  AUTH_SECRET: required outside the local environment');
  }
  return {
    appEnv: vars.APP_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL ?? `sqlite:${path.join(vars.DATA_DIR, 'visitpass.sqlite')}`,
    databaseDirectUrl: vars.DATABASE_DIRECT_URL,
    databasePreparedStatements: vars.DATABASE_PREPARED_STATEMENTS
      ? vars.DATABASE_PREPARED_STATEMENTS === 'on'
      : !vars.DATABASE_DIRECT_URL,
    tablePrefix: vars.TABLE_PREFIX,
    schedule: {
      ...file.schedule,
      slotMinutes: vars.SLOT_MINUTES ?? file.schedule.slotMinutes,
      slotCapacity: vars.SLOT_CAPACITY ?? file.schedule.slotCapacity,
    },
    organisation: file.organisation,
    site,
    authSecret: vars.AUTH_SECRET,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `${file.organisation.name} <no-reply@localhost>`,
    rateLimits: vars.RATE_LIMITS === 'on',
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY ?? false,
    slotHorizonDays: vars.SLOT_HORIZON_DAYS,
    webDist: vars.WEB_DIST,
    smsInbox: smsInboxSecrets(site.sms.provider, vars),
    doorEarlyMinutes: vars.DOOR_EARLY_MINUTES,
    holdMinutes: vars.HOLD_MINUTES,
    offerMinutes: vars.OFFER_MINUTES,
    adminTwoFactor: vars.ADMIN_2FA ?? (vars.APP_ENV === 'local' ? 'optional' : 'required'),
    purgeAfterDays: vars.PURGE_AFTER_DAYS,
    shutdownTimeoutSeconds: vars.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownGraceSeconds: vars.SHUTDOWN_GRACE_SECONDS,
    metricsToken: vars.METRICS_TOKEN,
    reminderHour: vars.REMINDER_HOUR,
  };
}

/**
 * The site's public addresses, which every mailed link and the calendar file use. Locally the
 * app is reached on the port it listens on, so the file's `localhost:3000` addresses follow
 * PORT (a second copy on 3400 links to itself); elsewhere a proxy stands in front and the
 * file's addresses are what visitors use. Port 0 (any free port) is not known yet: unchanged.
 */
function localSiteOnPort(
  appEnv: AppEnv,
  site: Pick<EnvironmentFile['environments']['local'], 'homeSite' | 'adminSite' | 'api'>,
  port: number,
) {
  if (appEnv !== 'local' || port === 0) return {};
  const onPort = (address: string) => {
    const url = new URL(address);
    url.port = String(port);
    // A bare origin is written without the '/' URL adds.
    return url.pathname === '/' && !address.endsWith('/') ? url.origin : url.toString();
  };
  return { homeSite: onPort(site.homeSite), adminSite: onPort(site.adminSite), api: onPort(site.api) };
}

function smsInboxSecrets(
  provider: EnvironmentFile['environments']['local']['sms']['provider'],
  vars: ProcessEnv,
) {
  const problems: string[] = [];
  const secrets: SmsInboxSecrets = {};
  if (provider === 'textlocal') {
    if (!vars.TEXTLOCAL_API_KEY) problems.push('  TEXTLOCAL_API_KEY: required by the textlocal SMS provider');
    if (!vars.TEXTLOCAL_INBOX_ID)
      problems.push('  TEXTLOCAL_INBOX_ID: required by the textlocal SMS provider');
    if (vars.TEXTLOCAL_API_KEY && vars.TEXTLOCAL_INBOX_ID) {
      secrets.textlocal = {
        apiKey: vars.TEXTLOCAL_API_KEY,
        inboxId: vars.TEXTLOCAL_INBOX_ID,
        baseUrl: vars.TEXTLOCAL_BASE_URL,
      };
    }
  }
  if (provider === 'webhook') {
    if (!vars.SMS_WEBHOOK_SECRET) problems.push('  SMS_WEBHOOK_SECRET: required by the webhook SMS provider');
    secrets.webhookSecret = vars.SMS_WEBHOOK_SECRET;
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  return secrets;
}
