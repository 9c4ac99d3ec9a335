import path from 'node:path';
import { Readable } from 'node:stream';
import { liveEndpoints as E } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { LiveRecordingType } from '@boardready/contracts/live-rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { mediaTypeOf, registerEndpoint } from '../../plugins/endpoints';
import type { AuthContext } from '../../plugins/session';
import type { Actor } from '../admin-settings/actor';
import { sendStoredFile } from '../media/media-http';
import { fileSystemStorage, stockFiles } from '../media/media-storage';
import { demoPlaylist, demoStreamOf } from './demo-stream';
import { openEventStream } from './live-events';
import { inProcessLiveHub, type LiveHub } from './live-hub';
import { liveService } from './service';

const actorOf = (auth: AuthContext, request: { id: unknown }): Actor => ({
  accountId: auth.account.id,
  requestId: String(request.id),
});

/**
 * Live streams (issue 29, decision 1603): a live product's schedule, a session with its stream,
 * .ics file, replay and Q&A (server-sent events), the demo stream, and the staff's scheduling and
 * moderation. Before the first call is taken the demo stream is checked (a broken one stops the
 * server) and its recording put into media storage, where replays are served from.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    /** the media storage folder (MEDIA_DIR): replays are served from it */
    mediaDir: string;
    publicOrigin: string;
    publicHost: string;
    productName: string;
    /** the content folder whose live/ holds the demo stream; absent = the shipped content/ */
    contentDir?: string;
    /** tests: the clock sessions and the demo stream follow (absent = the system's) */
    clock?: () => Date;
    /** where Q&A changes travel (absent = this process alone: live-hub.ts) */
    hub?: LiveHub;
  },
) {
  const demo = await demoStreamOf(opts.contentDir);
  const storage = fileSystemStorage(opts.mediaDir);
  await stockFiles(storage, [demo.recording]);
  const demoFiles = fileSystemStorage(demo.root);
  const segments = new Map(demo.segments.map((segment) => [segment.name, segment]));
  const clock = opts.clock ?? (() => new Date());
  const hub = opts.hub ?? inProcessLiveHub();
  // Open event streams would keep the server from closing: they end first.
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });
  const live = liveService(opts.db, {
    hub,
    clock,
    publicOrigin: opts.publicOrigin,
    publicHost: opts.publicHost,
    productName: opts.productName,
    storage,
    // beside the storage folder, so that storing a received file is a copy on the same disk
    incomingFolder: path.join(opts.mediaDir, '.incoming'),
  });

  registerEndpoint(app, E.schedule, ({ auth, params }) =>
    live.schedule(auth.actingAccount.id, params.userProductId),
  );
  registerEndpoint(app, E.session, ({ auth, params }) =>
    live.session(auth.actingAccount.id, params.userProductId, params.liveSessionId),
  );
  // Not JSON: text, past the response serializer (as CME's batch file).
  registerEndpoint(app, E.calendar, async ({ auth, params, reply }) => {
    const file = await live.calendar(
      auth.actingAccount.id,
      params.userProductId,
      params.liveSessionId,
    );
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`);
    return file.text;
  });
  registerEndpoint(app, E.events, async ({ auth, params, request, reply }) => {
    const sessionId = await live.eventsOf(
      auth.actingAccount.id,
      params.userProductId,
      params.liveSessionId,
    );
    return openEventStream(request, reply, hub, sessionId, 'learners') as never;
  });
  registerEndpoint(app, E.replay, async ({ auth, params, request, reply }) =>
    sendStoredFile(
      request,
      reply,
      storage,
      await live.replay(auth.actingAccount.id, params.userProductId, params.liveSessionId),
    ),
  );
  registerEndpoint(app, E.ask, ({ auth, params, body }) =>
    live.ask(auth.actingAccount.id, params.userProductId, params.liveSessionId, body.text),
  );
  registerEndpoint(app, E.upvote, ({ auth, params }) =>
    live.upvote(
      auth.actingAccount.id,
      params.userProductId,
      params.liveSessionId,
      params.questionId,
    ),
  );
  registerEndpoint(app, E.withdrawVote, ({ auth, params }) =>
    live.withdrawVote(
      auth.actingAccount.id,
      params.userProductId,
      params.liveSessionId,
      params.questionId,
    ),
  );

  // The demo stream: the playlist of the moment, and its segments (HTTP ranges, cached privately).
  registerEndpoint(app, E.demoPlaylist, async ({ reply }) => {
    reply.type('application/vnd.apple.mpegurl');
    return demoPlaylist(clock(), demo.segments.length);
  });
  registerEndpoint(app, E.demoSegment, async ({ params, request, reply }) => {
    const segment = segments.get(params.segment);
    if (!segment) throw errors.liveStreamNotFound();
    return sendStoredFile(request, reply, demoFiles, {
      key: segment.key,
      size: segment.size,
      contentType: 'video/mp2t',
      hash: segment.hash,
      changedAt: segment.changedAt,
    });
  });

  registerEndpoint(app, E.staffSessions, () => live.staffSessions());
  registerEndpoint(app, E.staffSession, ({ params }) => live.staffSession(params.liveSessionId));
  registerEndpoint(app, E.staffEvents, async ({ params, request, reply }) => {
    const sessionId = await live.staffEventsOf(params.liveSessionId);
    return openEventStream(request, reply, hub, sessionId, 'staff') as never;
  });
  registerEndpoint(app, E.scheduleSession, ({ auth, body, request }) =>
    live.scheduleSession(body, actorOf(auth, request)),
  );
  registerEndpoint(app, E.uploadRecording, ({ auth, params, query, request }) => {
    const announced = request.headers['content-length'];
    return live.uploadRecording(
      params.liveSessionId,
      {
        type: mediaTypeOf(request) as LiveRecordingType,
        durationMs: query.durationMs,
        // the security plugin hands an upload's body over as the request's stream
        body: (request.body as Readable | undefined) ?? Readable.from([]),
        ...(announced === undefined ? {} : { announcedBytes: Number(announced) }),
      },
      actorOf(auth, request),
    );
  });
  registerEndpoint(app, E.answer, ({ auth, params, body, request }) =>
    live.answer(params.questionId, body.answer, actorOf(auth, request)),
  );
  registerEndpoint(app, E.hide, ({ auth, params, request }) =>
    live.hide(params.questionId, actorOf(auth, request)),
  );
}
