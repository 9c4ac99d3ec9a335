import type { Access, Endpoint } from '@boardready/contracts';
import { errorEnvelope, getWrites } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext, StaffRightsOf } from './session';

type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface HandlerInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** null only on public endpoints */
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already checked against its contract's response schema and serialized, kept by a
 * service that answers the same bytes many times (the products list): sent as it is, without
 * the schema's validation and serialization on every request (decision 0404, third addendum).
 */
export class SerializedJson {
  constructor(readonly json: string) {}
}

export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<(E['response'] extends z.ZodType ? z.input<E['response']> : never) | SerializedJson>;

/** 3.0 calls need the 3.0 authentication step, except the step itself (spec §7). */
function needsApi3(path: string): boolean {
  return path.startsWith('/api/3.0/') && !path.startsWith('/api/3.0/auth/');
}

export function checkAccess(
  access: Access,
  path: string,
  auth: AuthContext | null,
  staffRightsOf: StaffRightsOf,
): void {
  if (access === 'public') return;
  if (!auth) throw errors.notSignedIn();
  if (access === 'session') return;
  // Until the account accepts the terms in force, the session can only read and answer them.
  if (auth.termsPending) {
    throw errors.termsNotAccepted();
  }
  if (needsApi3(path) && !auth.api3Authenticated) {
    throw errors.api3NotAuthenticated();
  }
  // Staff rights are those of the account acted as: assuming a learner leaves staff powers behind.
  // Assume start and stop alone ask the staff member signed in (decision 0601).
  if (typeof access === 'object') {
    const holder = access.ofSignedInAccount ? auth.account : auth.actingAccount;
    if (!staffRightsOf(holder)[access.staff]) {
      throw errors.forbidden('This needs a staff right you do not have.');
    }
  }
}

/** The media type of a request's body, without its parameters ('video/webm; codecs=vp9'). */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** An upload endpoint takes its file types only (a JSON body, or none, is not its file). */
function checkUploadType(request: FastifyRequest, mimeTypes: readonly string[]) {
  if (!mimeTypes.includes(mediaTypeOf(request))) {
    throw errors.unsupportedMediaType(
      `Send the file as the request body, with one of these Content-Types: ${mimeTypes.join(', ')}.`,
    );
  }
}

/**
 * Registers one contract endpoint: its schemas validate the request and the response, its
 * access rule runs before the handler, and its errors share the envelope.
 */
export interface EndpointOptions {
  /** per-address request limit (@fastify/rate-limit) */
  rateLimit?: {
    max: number;
    timeWindow: string;
    /** the 429's sentence, given the wait ('59 minutes'); the plugin's own text otherwise */
    message?: (retryIn: string) => string;
  };
}

function rateLimitConfig(limit: NonNullable<EndpointOptions['rateLimit']>) {
  const { message, ...rest } = limit;
  if (!message) return rest;
  return {
    ...rest,
    errorResponseBuilder: (_request: unknown, context: { ttl: number; after: string }) =>
      errors.rateLimited(message(context.after), { retryAfterSeconds: context.ttl / 1000 }),
  };
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: EndpointOptions = {},
) {
  const status = endpoint.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...(options.rateLimit ? { rateLimit: rateLimitConfig(options.rateLimit) } : {}),
      // read by the same-origin rule in security.ts
      ...(getWrites(endpoint) ? { writesOnGet: true } : {}),
      // lets its file past security.ts' JSON-only rule (the type is checked after access, below)
      ...(endpoint.upload ? { upload: true } : {}),
      // read by the idempotency plugin: an Idempotency-Key replays the first answer (decision 1704)
      ...(endpoint.idempotent ? { idempotent: true } : {}),
    },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    // Access is checked before validation so that anonymous callers learn nothing about inputs.
    onRequest: async (request) => {
      checkAccess(endpoint.access, endpoint.path, request.auth, app.staffRightsOf);
      if (endpoint.upload) checkUploadType(request, endpoint.upload.mimeTypes);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        auth: request.auth as never,
        request,
        reply,
      });
      // A file's answer may have set its own (206 Partial Content, 304 Not Modified): kept.
      if (reply.statusCode === 200) reply.status(status);
      // A string with a JSON content type goes out without the route's serializer.
      if (result instanceof SerializedJson) {
        reply.type('application/json; charset=utf-8');
        return result.json as never;
      }
      return result;
    },
  });
}
