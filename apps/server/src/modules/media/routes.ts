import { mediaEndpoints as E } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { shippedBooks } from '../books/book-content';
import { mediaLibrariesOf } from './media-content';
import { sendStoredFile } from './media-http';
import { fileSystemStorage, stockStorage } from './media-storage';
import { syncMediaLectures } from './media-sync';
import { mediaService } from './service';

/**
 * Media libraries (issue 29, decision 1601): a library, a lecture, its file and captions (HTTP
 * ranges, validators) and the learner's place. Before the first call is taken the manifests are
 * checked (a broken one stops the server), their files put into storage and their lectures
 * synced into the database.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    /** the media storage folder (MEDIA_DIR) */
    mediaDir: string;
    /** the content folder whose media/ holds the libraries; absent = the shipped content/ */
    contentDir?: string;
  },
) {
  const libraries = await mediaLibrariesOf(opts.contentDir);
  const storage = fileSystemStorage(opts.mediaDir);
  await stockStorage(storage, libraries);
  await syncMediaLectures(opts.db, libraries);
  const media = mediaService(opts.db, await shippedBooks());

  registerEndpoint(app, E.library, ({ auth, params }) =>
    media.library(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, E.lecture, ({ auth, params }) =>
    media.lecture(auth.actingAccount.id, params.userProductId, params.mediaId),
  );
  // Not JSON: the bytes, streamed past the response serializer (the contract's string is a file).
  registerEndpoint(app, E.file, async ({ auth, params, request, reply }) =>
    sendStoredFile(
      request,
      reply,
      storage,
      await media.file(auth.actingAccount.id, params.userProductId, params.mediaId),
    ),
  );
  registerEndpoint(app, E.captions, async ({ auth, params, request, reply }) =>
    sendStoredFile(
      request,
      reply,
      storage,
      await media.captions(auth.actingAccount.id, params.userProductId, params.mediaId),
    ),
  );
  registerEndpoint(app, E.savePosition, ({ auth, params, body }) =>
    media.savePosition(
      auth.actingAccount.id,
      params.userProductId,
      params.mediaId,
      body.positionSeconds,
    ),
  );
}
