import { AppError, ErrorCode, errors } from '@boardready/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

function send(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  const { code, message, fields } = error;
  return reply
    .status(error.statusCode)
    .send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Fastify's own client errors, by code, with a sentence a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => errors.bodyTooLarge(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => errors.unsupportedMediaType(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => errors.invalidContentLength(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    errors.invalidJson('The request body is empty but should be JSON.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => errors.invalidJson(),
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
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, errors.uriTooLong());
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, errors.badUrl());
  return send(reply, errors.internalError());
}

/**
 * One place that turns every failure into the error envelope. Validation failures name their
 * fields; 5xx never leak internals (the log keeps them, under the request id).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = where || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : undefined;
      return send(reply, errors.validationFailed(message, { fields }));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known());
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(reply, errors.invalidJson());
    }
    if (error.statusCode === 429) {
      return send(reply, errors.rateLimited(error.message || undefined));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another 4xx of Fastify or a plugin: its own status, under the general code.
      return send(reply, new AppError(error.statusCode, ErrorCode.badRequest, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, errors.internalError());
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      errors.routeNotFound(`No endpoint ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
});
