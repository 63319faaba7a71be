import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app: hashed assets with immutable caching, and `index.html` for
 * every other GET outside `/api`, so client-side routes load on refresh. The browser app
 * picks the visitor or admin site by its own host name.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'not_found', message: `No route GET ${request.url}` } });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
