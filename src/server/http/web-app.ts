import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type Language, requestLanguage } from '../../shared/languages';
import { bookingParamsSchema } from '../../shared/schemas/bookings';
import { STAFF_MANIFEST_PATH, STAFF_WORKER_PATH } from '../../shared/staff-app';
import { pageFileName, type VisitorPage, visitorPageAt } from '../../shared/visitor-pages';
import type { Config } from '../config';
import { replyNotFound } from './errors';
import { pageSecurityHeaders } from './security-headers';
import { carriesSessionCookie } from './session-cookie';

/**
 * Everything outside /api: the built React app's hashed assets with immutable caching, and
 * `index.html` for every other GET, so client-side routes load on refresh (the browser app
 * picks the visitor or admin site by its own host name). Its own scope, so pages get the
 * page headers and API answers never do.
 */
export async function webApp(
  web: FastifyInstance,
  { config, bookingExists }: { config: Config; bookingExists: (id: string) => Promise<boolean> },
): Promise<void> {
  web.addHook('onRequest', pageSecurityHeaders(config));
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    web.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
    web.setNotFoundHandler(replyNotFound);
    return;
  }
  const adminHost = new URL(config.site.adminSite).hostname;
  await web.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside every text file (scripts/precompress.ts); the best
    // one the browser accepts is sent, with `Vary: accept-encoding`.
    preCompressed: true,
    // The installable staff app's worker and manifest are the admin host's alone: a visitor
    // page neither names them nor can fetch them (decision 0059).
    allowedPath: (pathname, _root, request) =>
      !STAFF_APP_FILES.has(pathname) || request.hostname === adminHost,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
      if (isStaffWorker(filePath)) reply.header('service-worker-allowed', '/');
    },
  });

  // Paths no file or route serves; /api has its own not-found answer in its scope. The app's
  // page comes back either way (it shows "not found" itself); the status tells crawlers and
  // tools whether the visitor site has a page there. The staff site is left to its router.
  const local = config.appEnv === 'local';
  const pageFile = prerenderedPages(config.webDist);
  const pageSubjectExists = bookingPages(bookingExists);
  web.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return replyNotFound(request, reply);
    const [pathname = '/', query] = request.url.split('?');
    const onAdminHost = request.hostname === adminHost;
    const page = onAdminHost ? undefined : visitorPageAt(pathname, { local });
    const sessionCookie = carriesSessionCookie(request.headers.cookie);
    const found = onAdminHost || (page !== undefined && (await pageSubjectExists(page, pathname)));
    // The visitor site in the device's chosen language, else the browser's (the staff site
    // stays in English).
    const language = onAdminHost ? 'en' : requestLanguage(request.headers);
    const file = onAdminHost
      ? 'index.html'
      : pageFile(query ? 'index' : (page ?? 'notFound'), sessionCookie, language);
    return reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('vary', 'cookie, accept-language')
      .sendFile(file);
  });
}

/**
 * A page about one booking (its ticket, its feedback) is there only when the booking is: the
 * same page is sent either way (it says "not found" itself), the status tells tools which.
 */
function bookingPages(bookingExists: (id: string) => Promise<boolean>) {
  return async (page: VisitorPage, pathname: string): Promise<boolean> => {
    if (page !== 'ticket' && page !== 'feedback') return true;
    let id: string;
    try {
      id = decodeURIComponent(pathname.split('/')[2] ?? '');
    } catch {
      return false;
    }
    return bookingParamsSchema.safeParse({ id }).success && (await bookingExists(id));
  };
}

/**
 * The file to send for a visitor page in a language: the build's prerendered copy
 * (pages/<name>.html, pages/<name>.<language>.html, scripts/prerender-pages.ts) where there
 * is one, else the bare app page in that language (`index`), which the browser renders from
 * nothing: any address with a query (a sign-in link, a cancel or offer link), whose page
 * shows what the build could not know, and a page the build does not prerender (set-password).
 */
function prerenderedPages(
  webDist: string,
): (page: string, sessionCookie: boolean, language: Language) => string {
  const folder = path.join(webDist, 'pages');
  const names = new Set(
    existsSync(folder)
      ? readdirSync(folder)
          .filter((file) => file.endsWith('.html'))
          .map((file) => file.slice(0, -'.html'.length))
      : [],
  );
  return (page, sessionCookie, language) => {
    const candidates = [
      ...(sessionCookie ? [pageFileName(page, language, true)] : []),
      pageFileName(page, language, false),
      pageFileName('index', language, false),
    ];
    const found = candidates.find((name) => names.has(name));
    return found ? `pages/${found}.html` : 'index.html';
  };
}

const STAFF_APP_FILES = new Set([STAFF_WORKER_PATH, STAFF_MANIFEST_PATH]);

/** The file path of the staff site's service worker (or a compressed copy of it). */
function isStaffWorker(filePath: string): boolean {
  return path.basename(filePath).replace(/\.(br|gz)$/, '') === STAFF_WORKER_PATH.slice(1);
}

/**
 * Hashed assets never change under their name; everything else is checked again with its
 * ETag: pages (`index.html` and the prerendered ones, which name the current assets) and the
 * staff app's service worker and manifest (which name them too) on every load, the logo and
 * media after five minutes.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/\.(html|webmanifest)(\.br|\.gz)?$/.test(filePath) || isStaffWorker(filePath)) return 'no-cache';
  return 'public, max-age=300, must-revalidate';
}
