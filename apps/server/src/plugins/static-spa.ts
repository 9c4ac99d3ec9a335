import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The brand strings a prerendered page carries as placeholders (apps/web/scripts/prerender.mjs). */
export interface Brand {
  productName: string;
  supportEmail: string;
  supportPhone: string;
  publicHost: string;
}

const BRAND_PLACEHOLDERS: Record<keyof Brand, string> = {
  productName: '%BRAND_PRODUCT_NAME%',
  supportEmail: '%BRAND_SUPPORT_EMAIL%',
  supportPhone: '%BRAND_SUPPORT_PHONE%',
  publicHost: '%BRAND_PUBLIC_HOST%',
};

/** Signed-out screens the build draws ahead (decision 0205): address → file in the build. */
const PRERENDERED: Record<string, string> = { '/login': 'login.html' };
const DRAWING_FILES = new Set(Object.values(PRERENDERED));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A page held in memory as it goes out: the brand filled in, compressed once at start. */
interface PreparedPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function preparePage(file: string, brand: Brand): PreparedPage {
  let html = readFileSync(file, 'utf8');
  for (const [key, placeholder] of Object.entries(BRAND_PLACEHOLDERS)) {
    html = html.replaceAll(placeholder, escapeHtml(brand[key as keyof Brand]));
  }
  const raw = Buffer.from(html);
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
 * brand filled in (decision 0205).
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
    // A drawn page goes out only with its brand filled in, never as the file the build wrote.
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
  for (const [urlPath, file] of Object.entries(PRERENDERED)) {
    const full = path.join(opts.root, file);
    if (existsSync(full)) prerendered.set(urlPath, preparePage(full, opts.brand));
  }
  const sessionCookie = new RegExp(`(?:^|;\\s*)${opts.sessionCookieName}=`);

  // Files at the root (favicon, manifest, service worker) and under /assets.
  app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: { code: 'route_not_found', message: `No endpoint GET ${urlPath}.` } });
    }
    const file = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    // As allowedPath above, for files written after the static routes were listed.
    const isDrawing = DRAWING_FILES.has(file.slice(1));
    if (
      file !== '/' &&
      !isDrawing &&
      existsSync(path.join(opts.root, file)) &&
      path.extname(file)
    ) {
      return reply.sendFile(file.slice(1));
    }
    const drawn = prerendered.get(urlPath);
    if (drawn && !sessionCookie.test(request.headers.cookie ?? '')) {
      return sendPrepared(request, reply, drawn);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
