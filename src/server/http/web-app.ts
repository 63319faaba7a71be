import { existsSync, readFileSync } from 'node:fs';
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
  const indexHtml = readFileSync(indexFile, 'utf8');

  await web.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  // Paths no file or route serves; /api has its own not-found answer in its scope.
  web.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return replyNotFound(request, reply);
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
