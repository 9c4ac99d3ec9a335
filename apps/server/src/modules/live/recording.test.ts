import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPath,
  liveEndpoints as E,
  type LiveSchedule,
  type LiveSessionDetail,
  type StaffLiveSession,
  staffLiveSession,
  type UserProduct,
} from '@boardready/contracts';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { findContentDir } from '../books/book-content';

type Caller = ReturnType<typeof as>;
const HOUR = 3_600_000;
const webm = readFileSync(
  path.join(findContentDir(import.meta.dirname), 'live', 'demo-stream', 'recording.webm'),
);
/** An MP4's opening box (ftyp) and some bytes: the server checks the opening, not the video. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  Buffer.alloc(4_000, 7),
]);

const uploadUrl = (liveSessionId: number, durationMs: number | string = 32_050) =>
  `${buildPath(E.uploadRecording.path, { liveSessionId })}?durationMs=${durationMs}`;

describe("a session's recording (issue 29, decision 1603)", () => {
  let t: TestApp;
  let mediaDir: string;
  let admin: Caller;
  let learner: Caller;
  let imLive: number;
  /** sessions staff scheduled for IM-LIVE: ended yesterday, live now, tomorrow */
  let endedId: number;
  let liveId: number;
  let upcomingId: number;

  const signedIn = async (email: string) => {
    const caller = as(t.app, await signIn(t.app, email));
    expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    return caller;
  };
  const upload = (
    caller: Caller,
    liveSessionId: number,
    body: Buffer | string | undefined,
    type = 'video/webm',
    durationMs: number | string = 32_050,
  ) =>
    caller({
      method: 'PUT',
      url: uploadUrl(liveSessionId, durationMs),
      headers: { 'content-type': type },
      ...(body === undefined ? {} : { payload: body }),
    } as InjectOptions);
  const schedule = async (title: string, startsIn: number, endsIn: number) => {
    const response = await admin({
      method: 'POST',
      url: E.scheduleSession.path,
      payload: {
        productCode: 'IM-LIVE',
        title,
        presenter: 'Dr. Recording',
        description: '',
        startsAt: new Date(Date.now() + startsIn).toISOString(),
        endsAt: new Date(Date.now() + endsIn).toISOString(),
        streamUrl: '/api/3.0/live/demo-stream/index.m3u8',
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as StaffLiveSession).liveSessionId;
  };
  const storedFiles = (folder = 'live-recordings') => {
    try {
      return readdirSync(path.join(mediaDir, folder)).sort();
    } catch {
      return [];
    }
  };
  const incoming = () => storedFiles('.incoming');
  const refused = async (
    run: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => {
    const files = storedFiles();
    const response = await expectNothingWritten(t.database.db, run, status);
    expect((response.json() as { error: { code: string } }).error.code).toBe(code);
    expect(storedFiles()).toEqual(files);
    expect(incoming()).toEqual([]);
    return response;
  };

  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), 'br-recordings-'));
    t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
    admin = await signedIn('admin@demo.test');
    learner = await signedIn('learner@demo.test');
    const products = (
      await learner({ method: 'GET', url: '/api/2.0/product/userproducts' })
    ).json() as { products: UserProduct[] };
    imLive = products.products.find((p) => p.code === 'IM-LIVE')!.userProductId;
    endedId = await schedule('Ended yesterday', -26 * HOUR, -25 * HOUR);
    liveId = await schedule('On air', -HOUR, HOUR);
    upcomingId = await schedule('Tomorrow', 24 * HOUR, 25 * HOUR);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const learnersSession = async (liveSessionId: number) =>
    (
      await learner({
        method: 'GET',
        url: buildPath(E.session.path, { userProductId: imLive, liveSessionId }),
      })
    ).json() as LiveSessionDetail;

  test('staff store an ended session’s recording: learners get its replay, with ranges; audited', async () => {
    expect((await learnersSession(endedId)).replay).toBeNull();
    const response = await upload(admin, endedId, webm);
    expect(response.statusCode).toBe(200);
    const session = staffLiveSession.parse(response.json());
    expect(session.recording).toMatchObject({
      mimeType: 'video/webm',
      bytes: webm.length,
      durationSeconds: 32.05,
    });
    expect(session.hasReplay).toBe(true);
    expect(storedFiles()).toEqual([expect.stringMatching(/^session-\d+-[0-9a-f]{16}\.webm$/)]);
    expect(incoming()).toEqual([]);

    const detail = await learnersSession(endedId);
    expect(detail.replay).toEqual({
      fileUrl: buildPath(E.replay.path, { userProductId: imLive, liveSessionId: endedId }),
      mimeType: 'video/webm',
      durationSeconds: 32.05,
    });
    const schedule = (
      await learner({ method: 'GET', url: buildPath(E.schedule.path, { userProductId: imLive }) })
    ).json() as LiveSchedule;
    expect(schedule.sessions.find((s) => s.liveSessionId === endedId)?.hasReplay).toBe(true);

    const whole = await learner({ method: 'GET', url: detail.replay!.fileUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const part = await learner({
      method: 'GET',
      url: detail.replay!.fileUrl,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(webm.subarray(100, 200))).toBe(true);

    const [entry] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'live.session.recording'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({
      liveSessionId: endedId,
      mimeType: 'video/webm',
      bytes: webm.length,
    });
  });

  test('another recording replaces it: the new file is served, the old one removed', async () => {
    const before = storedFiles();
    const response = await upload(admin, endedId, mp4, 'video/mp4', 61_000);
    expect(response.statusCode).toBe(200);
    expect((response.json() as StaffLiveSession).recording).toMatchObject({
      mimeType: 'video/mp4',
      bytes: mp4.length,
      durationSeconds: 61,
    });
    const after = storedFiles();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const detail = await learnersSession(endedId);
    const file = await learner({ method: 'GET', url: detail.replay!.fileUrl });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(mp4)).toBe(true);
  });

  test('a file past the JSON body limit streams through (3 MiB)', async () => {
    const large = Buffer.concat([webm, Buffer.alloc(3 * 1024 * 1024 - webm.length, 0)]);
    const response = await upload(admin, endedId, large);
    expect(response.statusCode).toBe(200);
    expect((response.json() as StaffLiveSession).recording?.bytes).toBe(large.length);
  });

  test('a live session takes its recording too; the replay waits for the end', async () => {
    const response = await upload(admin, liveId, webm, 'video/webm; codecs="vp9,opus"');
    expect(response.statusCode).toBe(200);
    expect((response.json() as StaffLiveSession).hasReplay).toBe(false);
    expect((await learnersSession(liveId)).replay).toBeNull();
  });

  test('an upcoming session, an unknown one: 409 and 404, nothing written or kept', async () => {
    await refused(() => upload(admin, upcomingId, webm), 409, 'recording_before_start');
    await refused(() => upload(admin, 2_000_000_000, webm), 404, 'live_session_not_found');
  });

  test('not a recording type, a mislabelled file, no body: 415 and 400, nothing written or kept', async () => {
    await refused(
      () => admin({ method: 'PUT', url: uploadUrl(endedId), payload: { file: 'x' } }),
      415,
      'unsupported_media_type',
    );
    await refused(() => upload(admin, endedId, webm, 'image/png'), 415, 'unsupported_media_type');
    await refused(
      () => upload(admin, endedId, webm, 'audio/mp4'),
      415,
      'recording_not_of_its_type',
    );
    await refused(
      () => upload(admin, endedId, mp4, 'video/webm'),
      415,
      'recording_not_of_its_type',
    );
    await refused(
      () => upload(admin, endedId, Buffer.from('not an mp3'), 'audio/mpeg'),
      415,
      'recording_not_of_its_type',
    );
    await refused(() => upload(admin, endedId, undefined), 400, 'recording_empty');
  });

  test('a length that is missing, zero, not digits or over twelve hours: 400, nothing written', async () => {
    for (const durationMs of ['', '0', '1.5', '1e4', String(12 * HOUR + 1)]) {
      await refused(
        () => upload(admin, endedId, webm, 'video/webm', durationMs),
        400,
        'validation_failed',
      );
    }
  });

  test('learners may not store one (403), signed out is 401: nothing written', async () => {
    await refused(() => upload(learner, endedId, webm), 403, 'forbidden');
    await refused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: uploadUrl(endedId),
          headers: { 'content-type': 'video/webm' },
          payload: webm,
        }),
      401,
      'not_signed_in',
    );
  });

  test('from another site: refused before a byte is stored', async () => {
    await refused(
      () =>
        admin({
          method: 'PUT',
          url: uploadUrl(endedId),
          headers: { 'content-type': 'video/webm', origin: 'https://evil.example' },
          payload: webm,
        }),
      403,
      'cross_origin',
    );
  });
});
