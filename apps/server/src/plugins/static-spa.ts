import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@boardready/contracts/errors';
import {
  type Brand,
  PRERENDERED_SCREENS,
  SIGNED_IN_TEMPLATE,
} from '@boardready/contracts/prerendered-screens';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillBrand } from './brand-html';
import { loadSignedInDrawer } from './signed-in-drawing';

/** The build's files of the drawn screens: they go out only with the brand filled in. */
const DRAWING_FILES = new Set<string>([
  ...PRERENDERED_SCREENS.map((screen) => screen.file),
  SIGNED_IN_TEMPLATE,
]);

/** A page held in memory as it goes out: the brand filled in, compressed once at start. */
interface PreparedPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function preparePage(file: string, brand: Brand): PreparedPage {
  const raw = Buffer.from(fillBrand(readFileSync(file, 'utf8'), brand));
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
}

function sendPrepared(request: FastifyRequest, reply: FastifyReply, page: PreparedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', page.gzip]
      : [null, page.raw];
  if (encoding) reply.header('content-encoding', encoding);
  // The page depends on the session cookie (signed-in visitors get the plain shell).
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Serves the built SPA with history fallback: any GET that is not /api/… and not a file gets
 * index.html, so deep links work. Hashed assets are cached for a year, index.html never. Text files
 * go out as the brotli or gzip copy the build made, whichever the browser accepts. A visitor
 * without a session cookie who lands on a screen the build drew ahead gets that drawing, with the
 * brand filled in (decision 0205); one with a session who lands on a screen the server draws gets
 * it drawn for their session (decision 0415).
 */
export interface StaticSpaOptions {
  /** the built SPA (apps/web/dist) */
  root: string;
  brand: Brand;
  sessionCookieName: string;
}

export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: StaticSpaOptions) => {
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
    // The drawn pages go out with the brand filled in (below), never as the files the build wrote.
    allowedPath: (pathName) => !DRAWING_FILES.has(pathName.replace(/^\//, '')),
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
  const prerendered = new Map<string, PreparedPage>();
  for (const { pathname, file } of PRERENDERED_SCREENS) {
    const full = path.join(opts.root, file);
    if (existsSync(full)) prerendered.set(pathname, preparePage(full, opts.brand));
  }
  const sessionCookie = new RegExp(`(?:^|;\\s*)${opts.sessionCookieName}=`);
  const drawSignedIn = await loadSignedInDrawer(app, opts.root, opts.brand);

  // Files at the root (favicon, manifest, service worker) and under /assets.
  app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: ErrorCode.routeNotFound, message: `No endpoint GET ${urlPath}.` } });
    }
    const file = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    // sendFile applies allowedPath too: a drawn page's file falls to the not-found handler.
    if (file !== '/' && existsSync(path.join(opts.root, file)) && path.extname(file)) {
      return reply.sendFile(file.slice(1));
    }
    const hasSession = sessionCookie.test(request.headers.cookie ?? '');
    const drawn = prerendered.get(urlPath);
    if (drawn && !hasSession) return sendPrepared(request, reply, drawn);
    const drawnForSession =
      hasSession && drawSignedIn ? await drawSignedIn(request, urlPath) : null;
    if (drawnForSession) {
      // The visitor's own data: no cache keeps it.
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8')
        .send(drawnForSession);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
