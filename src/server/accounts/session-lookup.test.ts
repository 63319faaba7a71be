import type { BetterAuthOptions } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { connectDatabase } from '../db/connect';
import { createAuth } from './auth';
import { answersLikeGetSession } from './session-lookup';

type Plugin = NonNullable<BetterAuthOptions['plugins']>[number];

const pluginWithHook = (matcher: () => boolean): Plugin => ({
  id: 'probe',
  hooks: { before: [{ matcher, handler: async () => {} }] as never },
});

describe('when the direct session lookup answers for better-auth', () => {
  const config = testConfig({ DATABASE_URL: 'sqlite::memory:' });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  afterAll(() => database.db.destroy());

  it('answers with our auth options, second factor included', async () => {
    const auth = createAuth({
      config,
      database,
      secret: 'test-secret-that-is-at-least-32-characters-long',
      origins: { trustedOrigins: [config.site.homeSite], trustLoopback: true },
      mailer: { sendSignInLink: async () => {}, sendSetPasswordLink: async () => {} },
      log: { warn() {}, error() {}, info() {}, debug() {} } as never,
    });
    const options: BetterAuthOptions = (await auth.$context).options;
    expect(options.plugins?.map((plugin) => plugin.id)).toContain('two-factor');
    expect(answersLikeGetSession(options)).toBe(true);
  });

  it('still answers with the two-factor plugin hook, which only matches sign-in paths', () => {
    const plugin = twoFactor() as Plugin;
    expect(plugin.hooks?.after?.length).toBeGreaterThan(0);
    expect(answersLikeGetSession({ plugins: [plugin] })).toBe(true);
  });

  it('leaves every call to better-auth when a plugin hook may run on get-session', () => {
    expect(answersLikeGetSession({ plugins: [pluginWithHook(() => true)] })).toBe(false);
    const throwing = pluginWithHook(() => {
      throw new Error('reads what the probe lacks');
    });
    expect(answersLikeGetSession({ plugins: [throwing] })).toBe(false);
  });

  it('leaves every call to better-auth with a cookie cache or global hooks', () => {
    expect(answersLikeGetSession({ session: { cookieCache: { enabled: true } } })).toBe(false);
    expect(answersLikeGetSession({ hooks: { before: (async () => {}) as never } })).toBe(false);
  });
});
