import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the contracts the routes were registered with, and its
 * reader at /api/docs. The reader goes out under the app's own Content-Security-Policy (set by
 * security.ts on every answer), in every mode: Swagger UI's own policy (staticCSP) is weaker
 * (framing by the same origin, any https: style and font, base-uri 'self', no form-action), and
 * the reader needs nothing the app's policy refuses (decision 0408).
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { productName: string }) => {
  await app.register(swagger, {
    openapi: { info: { title: `${opts.productName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
