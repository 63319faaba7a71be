import type { Config } from '../config';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** CSP allowing our own origin plus exactly the third parties this environment turns on. */
export function contentSecurityPolicy(config: Config) {
  const thirdParty = config.site.thirdParty;
  const fonts = originOf(thirdParty.fontsCss);
  const chat = originOf(thirdParty.chatWidgetScript);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...chat],
    styleSrc: ["'self'", "'unsafe-inline'", ...fonts],
    fontSrc: ["'self'", 'data:', ...(fonts.length ? ['https://fonts.gstatic.com'] : [])],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", ...originOf(thirdParty.videoUrl)],
    frameSrc: [...originOf(thirdParty.mapEmbedUrl), ...chat],
    connectSrc: ["'self'", ...chat],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.appEnv === 'local' ? null : [],
  };
}
