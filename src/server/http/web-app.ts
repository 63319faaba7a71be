import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { replyNotFound } from './errors';
import { pageSecurityHeaders } from './security-headers';

/**
 * Everything outside /api: the built React app's hashed assets with immutable caching, and
 * `index.html` for every other GET, so client-side routes load on refresh (the browser app
 * picks the visitor or admin site by its own host name). Its own scope, so pages get the
 * page headers and API answers never do.
 */
export async function webApp(web: FastifyInstance, { config }: { config: Config }): Promise<void> {
  web.addHook('onRequest', pageSecurityHeaders(config));
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    web.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
    web.setNotFoundHandler(replyNotFound);
    return;
  }
  await web.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside every text file (scripts/precompress.ts); the best
    // one the browser accepts is sent, with `Vary: accept-encoding`.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  // Paths no file or route serves; /api has its own not-found answer in its scope.
  web.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return replyNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}

/**
 * Hashed assets never change under their name; everything else is checked again with its
 * ETag: `index.html` on every load (it names the current assets), the logo and media after
 * five minutes.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/index\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=300, must-revalidate';
}
