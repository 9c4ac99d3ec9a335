import { courseEndpoints as E } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { sendStoredFile } from '../media/media-http';
import { fileSystemStorage } from '../media/media-storage';
import { coursesOf } from './course-content';
import { syncCourseLessons } from './course-sync';
import { courseService } from './service';

/**
 * Courses (issue 29, decision 1602): a course with the learner's progress, a lesson, a video
 * lesson's file and captions (media's storage and HTTP ranges, granted by the course) and the
 * three ways a lesson is done. Before the first call is taken the manifests are checked against
 * the media libraries, books and banks (a broken one stops the server) and their lessons synced
 * into the database. Registered after mediaRoutes, which puts the lectures' files into storage.
 */
export async function courseRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    /** the media storage folder (MEDIA_DIR) the lectures' files are served from */
    mediaDir: string;
  },
) {
  const courses = await coursesOf();
  const { ids } = await syncCourseLessons(opts.db, courses);
  const storage = fileSystemStorage(opts.mediaDir);
  const service = courseService(opts.db, courses, ids);

  registerEndpoint(app, E.course, ({ auth, params }) =>
    service.course(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, E.lesson, ({ auth, params }) =>
    service.lesson(auth.actingAccount.id, params.userProductId, params.lessonId),
  );
  // Not JSON: the bytes, streamed past the response serializer (the contract's string is a file).
  registerEndpoint(app, E.file, async ({ auth, params, request, reply }) =>
    sendStoredFile(
      request,
      reply,
      storage,
      await service.file(auth.actingAccount.id, params.userProductId, params.lessonId),
    ),
  );
  registerEndpoint(app, E.captions, async ({ auth, params, request, reply }) =>
    sendStoredFile(
      request,
      reply,
      storage,
      await service.captions(auth.actingAccount.id, params.userProductId, params.lessonId),
    ),
  );
  registerEndpoint(app, E.savePosition, ({ auth, params, body }) =>
    service.savePosition(
      auth.actingAccount.id,
      params.userProductId,
      params.lessonId,
      body.positionSeconds,
    ),
  );
  registerEndpoint(app, E.markDone, ({ auth, params }) =>
    service.markDone(auth.actingAccount.id, params.userProductId, params.lessonId),
  );
  registerEndpoint(app, E.submitQuiz, ({ auth, params, body }) =>
    service.submitQuiz(auth.actingAccount.id, params.userProductId, params.lessonId, body),
  );
}
