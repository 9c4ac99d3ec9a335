import { errors } from '@boardready/contracts/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import secureJson from 'secure-json-parse';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, a JSON-only body parser, and the same-origin rule for mutating calls (and the
 * GETs a contract marks writesOnGet).
 * Together with SameSite=Lax cookies this is the CSRF defence: a cross-site form cannot send
 * JSON, and a cross-site fetch carries an Origin we refuse.
 */
interface SecurityOptions {
  isProduction: boolean;
  /** origins a configured third-party chat widget loads from (decision 0601) */
  chatOrigins?: string[];
  /** origins of the streaming service live sessions play from (decision 1603) */
  streamOrigins?: string[];
  /** the Content-Types of upload endpoints' files, streamed to their handlers unparsed */
  uploadTypes?: string[];
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const chat = opts.chatOrigins ?? [];
  const streams = opts.streamOrigins ?? [];
  // Built once: @fastify/helmet built helmet again on every request, parsing the policy each time
  // (6.5 % of the server's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        ...(chat.length > 0 ? { frameSrc: chat } : {}),
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat, ...streams],
        // hls.js plays a live stream through Media Source Extensions: the video's source is a blob:
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );

  // The spec's client sends Content-Type: application/json on every call, bodies or not:
  // an empty body is no body rather than a parse error. secure-json-parse refuses __proto__.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = secureJson.parse(text, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
      });
    } catch {
      return done(errors.invalidJson(), undefined);
    }
    const bad = findBadText(value);
    if (bad) return done(badTextRefused(bad), undefined);
    done(null, value);
  });
  app.removeContentTypeParser('text/plain');
  // An upload's file reaches its handler as the request's stream (request.body), never buffered;
  // the onRequest rule below lets such a body through to upload endpoints only.
  const uploadTypes = opts.uploadTypes ?? [];
  if (uploadTypes.length > 0) {
    app.addContentTypeParser(uploadTypes, (_request, payload, done) => done(null, payload));
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // Every API answer may depend on the session: no cache (the browser's, a proxy's) keeps one.
    // Set before anything can refuse, so that errors carry it too (decision 0408).
    reply.header('cache-control', 'no-store');
    if (/%00/.test(request.url)) throw badTextRefused('nul');
    const config = request.routeOptions.config as
      | { writesOnGet?: boolean; upload?: boolean }
      | undefined;
    const writesOnGet = config?.writesOnGet === true;
    if (!MUTATING.has(request.method) && !writesOnGet) return;
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    // An upload endpoint checks its own types, after access (endpoints.ts).
    if (
      hasBody &&
      config?.upload !== true &&
      !(type ?? '').toLowerCase().startsWith('application/json')
    ) {
      throw errors.unsupportedMediaType();
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw crossOrigin();
    if (writesOnGet) {
      // A GET can be reached by a link, a typed address or an <img>, and a top-level navigation
      // carries the SameSite=Lax cookie: only the SPA's own fetch (same-origin, destination
      // empty) may make one that writes (decision 0408, ASVS 5.0 3.5.3).
      if (site !== undefined && site !== 'same-origin') throw crossOrigin();
      const destination = request.headers['sec-fetch-dest'];
      if (destination !== undefined && destination !== 'empty') throw crossOrigin();
    }
    // request.host takes X-Forwarded-Host from a trusted proxy only (TRUSTED_PROXIES).
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== '' && !sameHost(origin, request.host)) {
      throw crossOrigin();
    }
    // A browser without Fetch Metadata sends no Origin on a GET navigation: a Referer naming
    // another host says the same.
    const referer = request.headers.referer;
    if (site === undefined && referer !== undefined && referer !== '') {
      if (!sameHost(referer, request.host)) throw crossOrigin();
    }
  });
});

function crossOrigin() {
  return errors.crossOrigin();
}

/**
 * Text the database cannot store. PostgreSQL text cannot hold U+0000, and a lone UTF-16
 * surrogate (half of a pair, which JSON's \\uD800-\\uDFFF escapes can spell) has no UTF-8 form:
 * a text column would silently keep U+FFFD instead, and a jsonb one (the audit log's details)
 * fails the query, a 500 after other rows of the request were written. No field of the API has a
 * use for either, so both are refused at the door, in any position, before anything runs.
 */
export type BadText = 'nul' | 'lone_surrogate';

const BAD_TEXT_MESSAGES: Record<BadText, string> = {
  nul: 'Text may not contain the NUL character (\\u0000).',
  lone_surrogate:
    'Text may not contain half of a UTF-16 surrogate pair (\\uD800 to \\uDFFF alone): it is not a character.',
};

function badTextRefused(kind: BadText) {
  return errors.invalidCharacters(BAD_TEXT_MESSAGES[kind]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badTextIn(text: string): BadText | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

/**
 * The first string (value or key) in a parsed JSON value that the database cannot store, by
 * kind, or null. Iterative: deep input.
 */
export function findBadText(value: unknown): BadText | null {
  const stack = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') {
      const bad = badTextIn(next);
      if (bad) return bad;
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        const bad = badTextIn(key);
        if (bad) return bad;
        stack.push(inner);
      }
    }
  }
  return null;
}

/**
 * Whether an Origin (or a Referer) names the host the request was sent to. Both sides go through
 * URL so that case and an explicit default port ('Host: example.org:443' vs 'Origin:
 * https://example.org') do not refuse a same-site call. 'null' and anything unparsable are
 * another site.
 */
function sameHost(origin: string, host: string): boolean {
  const first = host.trim();
  if (origin === 'null' || !first) return false;
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${first}`).host === from.host;
  } catch {
    return false;
  }
}
