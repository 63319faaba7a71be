import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const AUTH_SECRET = 'a-secret-that-is-at-least-32-characters-long';
/** What a non-local environment needs besides the settings under test. */
const DEV = { APP_ENV: 'dev', AUTH_SECRET, SMS_WEBHOOK_SECRET: AUTH_SECRET };

describe('the staff side settings', () => {
  it('asks admins for a second factor outside local unless told otherwise', () => {
    expect(loadConfig({}).adminTwoFactor).toBe('optional');
    expect(loadConfig(DEV).adminTwoFactor).toBe('required');
    expect(loadConfig({ ...DEV, ADMIN_2FA: 'optional' }).adminTwoFactor).toBe('optional');
    expect(loadConfig({ ADMIN_2FA: 'required' }).adminTwoFactor).toBe('required');
  });

  it('opens the door 30 minutes early unless DOOR_EARLY_MINUTES says otherwise', () => {
    expect(loadConfig({}).doorEarlyMinutes).toBe(30);
    expect(loadConfig({ DOOR_EARLY_MINUTES: '0' }).doorEarlyMinutes).toBe(0);
    expect(loadConfig({ DOOR_EARLY_MINUTES: '45' }).doorEarlyMinutes).toBe(45);
  });

  it('stops at start-up on a bad value, naming it', () => {
    expect(() => loadConfig({ ADMIN_2FA: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_2FA: 'sometimes' })).toThrow(/ADMIN_2FA/);
    expect(() => loadConfig({ DOOR_EARLY_MINUTES: '-5' })).toThrow(/DOOR_EARLY_MINUTES/);
    expect(() => loadConfig({ DOOR_EARLY_MINUTES: 'half an hour' })).toThrow(/DOOR_EARLY_MINUTES/);
  });
});

describe('the privacy settings', () => {
  it('erases personal data 180 days after the visit unless PURGE_AFTER_DAYS says otherwise', () => {
    expect(loadConfig({}).purgeAfterDays).toBe(180);
    expect(loadConfig({ PURGE_AFTER_DAYS: '30' }).purgeAfterDays).toBe(30);
    expect(loadConfig({ PURGE_AFTER_DAYS: '1' }).purgeAfterDays).toBe(1);
  });

  it('stops at start-up on a value that is not a whole number of days from 1 to 3650', () => {
    for (const value of ['0', '-3', '1.5', 'six months', '3651', '']) {
      expect(() => loadConfig({ PURGE_AFTER_DAYS: value }), value).toThrow(/PURGE_AFTER_DAYS/);
    }
  });
});

describe('the reminder hour', () => {
  it('reminds from 17:00 India time unless REMINDER_HOUR says otherwise', () => {
    expect(loadConfig({}).reminderHour).toBe(17);
    expect(loadConfig({ REMINDER_HOUR: '0' }).reminderHour).toBe(0);
    expect(loadConfig({ REMINDER_HOUR: '09' }).reminderHour).toBe(9);
    expect(loadConfig({ REMINDER_HOUR: '23' }).reminderHour).toBe(23);
  });

  it('stops at start-up on a value that is not a whole hour from 0 to 23', () => {
    for (const value of ['24', '-1', '17.5', 'five', '']) {
      expect(() => loadConfig({ REMINDER_HOUR: value }), value).toThrow(/REMINDER_HOUR/);
    }
  });
});

describe("the site's public address", () => {
  it('follows PORT locally, so every mailed link leads back to the copy that sent it', () => {
    expect(loadConfig({ PORT: '3400' }).site).toMatchObject({
      homeSite: 'http://localhost:3400',
      adminSite: 'http://admin.localhost:3400',
      api: 'http://localhost:3400/api',
    });
    expect(loadConfig({}).site.homeSite).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '0' }).site.homeSite).toBe('http://localhost:3000');
  });

  it('is the configured one elsewhere, where a proxy stands in front of PORT', () => {
    expect(loadConfig({ ...DEV, PORT: '8080' }).site.homeSite).toBe('https://dev.divyasmrti.example.org');
  });
});

describe('the database settings', () => {
  const PG = 'postgres://visitpass@127.0.0.1:5432/visitpass';
  const BOUNCER = 'postgres://visitpass@127.0.0.1:6432/visitpass';

  it('keeps statements prepared unless a pooler stands in front (DATABASE_DIRECT_URL set)', () => {
    expect(loadConfig({ DATABASE_URL: PG }).databasePreparedStatements).toBe(true);
    const behindPgBouncer = { DATABASE_URL: BOUNCER, DATABASE_DIRECT_URL: PG };
    expect(loadConfig(behindPgBouncer).databasePreparedStatements).toBe(false);
    const told = { ...behindPgBouncer, DATABASE_PREPARED_STATEMENTS: 'on' };
    expect(loadConfig(told).databasePreparedStatements).toBe(true);
    expect(
      loadConfig({ DATABASE_URL: PG, DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements,
    ).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'yes' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });
});
