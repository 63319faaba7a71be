import environments from '../../../config/environments.json';
import { followPort } from './follow-port';

export type EnvironmentName = keyof typeof environments.environments;
export type SiteEnvironment = (typeof environments.environments)[EnvironmentName];

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
  for (const [name, site] of Object.entries(environments.environments) as [
    EnvironmentName,
    SiteEnvironment,
  ][]) {
    if (hostnameOf(site.adminSite) === hostname) return { name, site, isAdmin: true };
    if (hostnameOf(site.homeSite) === hostname) return { name, site, isAdmin: false };
  }
  return { name: 'local', site: environments.environments.local, isAdmin: false };
}

export const organisation = environments.organisation;
export const currentEnvironment = environmentFor(window.location.hostname);

/** The home site's address; locally on the port this app runs on, whatever the config says. */
export function homeSiteUrl(): string {
  const { homeSite } = currentEnvironment.site;
  return currentEnvironment.name === 'local' ? followPort(homeSite, window.location.port) : homeSite;
}

/** This environment's third-party settings, with empty strings treated as unset. */
export function thirdPartySettings(): ThirdParty {
  const configured: ThirdParty = currentEnvironment.site.thirdParty;
  const settings: ThirdParty = {};
  for (const key of ['fontsCss', 'mapEmbedUrl', 'chatWidgetScript', 'videoUrl'] as const) {
    const value = configured[key]?.trim();
    if (value) settings[key] = value;
  }
  return settings;
}

/** An address on this environment's main public site, e.g. publicSiteUrl('/visit/getting-here'). */
export function publicSiteUrl(path: string): string {
  return new URL(path, currentEnvironment.site.publicSite).toString();
}
