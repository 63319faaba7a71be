import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Whether this environment's sites are served over HTTPS (every one but `local`, going by
 * `config/environments.json`). HSTS and upgrade-insecure-requests are sent only there: on
 * plain http://localhost they would make browsers insist on an HTTPS that is not served.
 */
export function servesHttps(config: Config): boolean {
  return new URL(config.site.homeSite).protocol === 'https:';
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** CSP allowing our own origin plus exactly the third parties this environment turns on. */
export function contentSecurityPolicy(config: Config) {
  const thirdParty = config.site.thirdParty;
  const fonts = originOf(thirdParty.fontsCss);
  const chat = originOf(thirdParty.chatWidgetScript);
  return {
    defaultSrc: ["'self'"],
    // The door's QR reader is WebAssembly (ours, from 'self'); compiling it needs this. It
    // allows WebAssembly only, not JavaScript's eval.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...chat],
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
    upgradeInsecureRequests: servesHttps(config) ? [] : null,
  };
}

// JSON is never rendered as a document, so a full CSP on it protects nothing; these are the
// headers OWASP's REST guidance asks of an API response.
const API_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The short set above, for every answer of the /api scope (routes may set their own cache-control). */
export function apiSecurityHeaders(config: Config): onRequestHookHandler {
  const headers = servesHttps(config) ? { ...API_HEADERS, 'strict-transport-security': HSTS } : API_HEADERS;
  return (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
}

/**
 * Helmet's full set with our CSP, for pages and assets; built once, not per request. Framing
 * is refused the same way twice: CSP `frame-ancestors 'none'` and, for browsers without it,
 * `X-Frame-Options: DENY` (helmet's SAMEORIGIN would contradict the CSP).
 */
export function pageSecurityHeaders(config: Config): onRequestHookHandler {
  const headers = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: servesHttps(config) ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  return (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
}
