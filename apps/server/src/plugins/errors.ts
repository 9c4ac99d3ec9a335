import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Fastify's own client errors, by code, with a sentence a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'invalid_content_length',
    'The Content-Length header does not match the body.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'invalid_json',
    'The request body is empty but should be JSON.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON.'],
};

/**
 * Errors Fastify raises while routing, before any hook or error handler runs (Fastify's
 * `frameworkErrors` option): without this they answer in Fastify's own shape, not the envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  // No hook runs for these, helmet's neither: the headers an error needs are set here.
  reply.headers({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'cache-control': 'no-store',
  });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, 'uri_too_long', 'A part of the address is too long.');
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, 'bad_url', 'The address is not valid (a broken %-escape).');
  return send(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

/**
 * One place that turns every failure into the error envelope. Validation failures name their
 * fields; 5xx never leak internals (the log keeps them, under the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = where || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return send(reply, 400, 'validation_failed', message, fields);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known[0], known[1], known[2]);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(reply, 400, 'invalid_json', 'The request body is not valid JSON.');
    }
    if (error.statusCode === 429) {
      return send(
        reply,
        429,
        'rate_limited',
        error.message || 'Too many requests. Try again shortly.',
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again.',
    );
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      'route_not_found',
      `No endpoint ${request.method} ${request.url.split('?')[0]}.`,
    ),
  );
});
