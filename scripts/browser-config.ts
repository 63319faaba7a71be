import type { Plugin } from 'vite';

/**
 * The browser's copy of config/environments.json, without what only the server reads: each
 * environment's SMS settings and API address (src/web/lib/environment.ts types its site
 * without them). The file is part of the guest home page's first script, and these parts were
 * about 90 bytes of its download budget (tests/e2e/download-budget.e2e.ts).
 */
export function browserConfig(): Plugin {
  return {
    name: 'visitpass-browser-config',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!id.endsWith('/config/environments.json')) return null;
      const config = JSON.parse(source) as { environments: Record<string, Record<string, unknown>> };
      for (const site of Object.values(config.environments)) {
        delete site.sms;
        delete site.api;
      }
      return { code: JSON.stringify(config), map: null };
    },
  };
}
