import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA with history fallback: any GET that is not /api/… and not a file gets
 * index.html, so deep links work. Hashed assets are cached for a year, index.html never. Text files
 * go out as the brotli or gzip copy the build made, whichever the browser accepts.
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(
      { root: opts.root },
      'no built SPA found: serving the API only (run npm run build)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    // Ours, below: send's default (public, max-age=0) would be applied after setHeaders.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The body depends on Accept-Encoding (brotli, gzip or raw): caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // Files at the root (favicon, manifest, service worker) and under /assets.
  app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'route_not_found', message: `No endpoint GET ${urlPath}.` } });
    }
    const file = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    if (file !== '/' && existsSync(path.join(opts.root, file)) && path.extname(file)) {
      return reply.sendFile(file.slice(1));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
