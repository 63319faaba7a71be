// Named imports, so that the build leaves out the parts the browser never reads (the schedule).
import { organisation as configuredOrganisation, environments } from '../../../config/environments.json';
import { followPort } from './follow-port';
import { useBrowserValue } from './use-browser-value';

export type EnvironmentName = keyof typeof environments;
/** An environment's sites as the browser has them: its SMS settings and API address stay with the server (scripts/browser-config.ts). */
export type SiteEnvironment = Omit<(typeof environments)[EnvironmentName], 'sms' | 'api'>;

/** Third-party loads an environment may turn on; each is off when unset or empty. */
export interface ThirdParty {
  fontsCss?: string;
  mapEmbedUrl?: string;
  chatWidgetScript?: string;
  videoUrl?: string;
}

function hostnameOf(url: string): string {
  return new URL(url).hostname;
}

/**
 * The browser finds its environment by the host it is served from; the port is ignored so
 * a local server on any port is "local". The admin site is told apart the same way.
 */
export function environmentFor(hostname: string): {
  name: EnvironmentName;
  site: SiteEnvironment;
  isAdmin: boolean;
} {
  for (const [name, site] of Object.entries(environments) as [EnvironmentName, SiteEnvironment][]) {
    if (hostnameOf(site.adminSite) === hostname) return { name, site, isAdmin: true };
    if (hostnameOf(site.homeSite) === hostname) return { name, site, isAdmin: false };
  }
  return { name: 'local', site: environments.local, isAdmin: false };
}

export type Environment = ReturnType<typeof environmentFor>;

export const organisation = configuredOrganisation;

/**
 * The pages prerendered at build time show production's links (the build serves every
 * environment, so they cannot know the browser's; production is what visitors see) and no
 * third-party content, which the browser's environment may or may not allow.
 */
const prerenderedEnvironment: Environment = {
  name: 'production',
  site: { ...environments.production, thirdParty: {} },
  isAdmin: false,
};

const inBrowser = typeof window !== 'undefined';
export const currentEnvironment = inBrowser
  ? environmentFor(window.location.hostname)
  : prerenderedEnvironment;

/**
 * The environment for what a component renders: the prerendered page's while React hydrates
 * it, then at once the browser's own. Event handlers and effects can use `currentEnvironment`.
 */
export function useEnvironment(): Environment {
  return useBrowserValue(() => currentEnvironment, prerenderedEnvironment);
}

/** The home site's address; locally on the port this app runs on, whatever the config says. */
export function homeSiteUrl(environment: Environment = currentEnvironment): string {
  const { homeSite } = environment.site;
  return environment.name === 'local' && inBrowser ? followPort(homeSite, window.location.port) : homeSite;
}

/** This environment's third-party settings, with empty strings treated as unset. */
export function thirdPartySettings(environment: Environment = currentEnvironment): ThirdParty {
  const configured: ThirdParty = environment.site.thirdParty;
  const settings: ThirdParty = {};
  for (const key of ['fontsCss', 'mapEmbedUrl', 'chatWidgetScript', 'videoUrl'] as const) {
    const value = configured[key]?.trim();
    if (value) settings[key] = value;
  }
  return settings;
}

/** An address on this environment's main public site, e.g. publicSiteUrl('/visit/getting-here'). */
export function publicSiteUrl(path: string, environment: Environment = currentEnvironment): string {
  return new URL(path, environment.site.publicSite).toString();
}
