import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { AppError } from './app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, a JSON-only body parser, and the same-origin rule for mutating calls.
 * Together with SameSite=Lax cookies this is the CSRF defence: a cross-site form cannot send
 * JSON, and a cross-site fetch carries an Origin we refuse.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { isProduction: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  // The spec's client sends Content-Type: application/json on every call, bodies or not:
  // an empty body is no body rather than a parse error. secure-json-parse refuses __proto__.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      done(new AppError(400, 'invalid_json', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (hasBody && !(type ?? '').toLowerCase().startsWith('application/json')) {
      throw new AppError(
        415,
        'unsupported_media_type',
        'Send the request body as JSON (Content-Type: application/json).',
      );
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'cross_origin', 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== '') {
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      if (!sameHost(origin, host)) {
        throw new AppError(403, 'cross_origin', 'Cross-site requests are not allowed.');
      }
    }
  });
});

/**
 * Whether an Origin names the host the request was sent to. Both sides go through URL so that
 * case and an explicit default port ('Host: example.org:443' vs 'Origin: https://example.org')
 * do not refuse a same-site call. 'null' and anything unparsable are another site.
 */
function sameHost(origin: string, host: string | string[] | undefined): boolean {
  const first = (Array.isArray(host) ? host[0] : host)?.split(',')[0]?.trim();
  if (origin === 'null' || !first) return false;
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${first}`).host === from.host;
  } catch {
    return false;
  }
}
