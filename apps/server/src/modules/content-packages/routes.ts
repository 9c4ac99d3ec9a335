import {
  CONTENT_PACKAGE_MAX_BASE64,
  CONTENT_PACKAGE_MAX_BYTES,
  contentPackageEndpoints,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { findContentDir } from '../books/book-content';
import { MB } from './archive';
import { contentPackageService } from './service';

/** Room for the JSON around the archive's base64 (the file name, the expected counts). */
const ENVELOPE = 64 * 1024;
const BODY_LIMIT = CONTENT_PACKAGE_MAX_BASE64 + ENVELOPE;

/**
 * Content packages: whole question banks and flash-card decks exported and imported in the content
 * format (issue 26, decision 1303), for content managers.
 */
export async function contentPackageRoutes(
  app: FastifyInstance,
  opts: { db: Database; contentDir?: string },
) {
  const service = contentPackageService(
    opts.db,
    opts.contentDir ?? findContentDir(import.meta.dirname),
  );

  // The uploads are larger than the app's 1 MiB: these routes alone take an archive's worth, and
  // say so in a sentence before reading a body that is larger still (after the access check).
  app.addHook('onRoute', (route) => {
    if (route.method === 'POST') route.bodyLimit = BODY_LIMIT;
  });
  app.addHook('preParsing', async (request) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > BODY_LIMIT) {
      throw errors.contentPackageTooLarge(
        `The upload is ${(length / MB).toFixed(1)} MB; an archive may be at most ${CONTENT_PACKAGE_MAX_BYTES / MB} MB.`,
      );
    }
  });

  registerEndpoint(app, contentPackageEndpoints.list, () => service.list());

  registerEndpoint(app, contentPackageEndpoints.export, async ({ query, reply }) => {
    const { fileName, bytes } = await service.exportPackage(query.kind, query.code);
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    // The zip's bytes, not the contract's string: Fastify sends a Buffer past the JSON serializer.
    return Buffer.from(bytes) as never;
  });

  registerEndpoint(app, contentPackageEndpoints.check, ({ body }) => service.check(body));

  registerEndpoint(app, contentPackageEndpoints.import, ({ body, auth, request }) =>
    service.import(body, auth, String(request.id)),
  );
}
