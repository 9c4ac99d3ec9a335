import {
  buildPath,
  mediaEndpoints as E,
  type MediaLecture,
  type MediaLibrary,
  mediaLecture,
  mediaLibrary,
  type UserProduct,
} from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, mediaLectures, mediaPositions, products, userProducts } from '../../db/schema';
import { databaseChecksum } from '../../test/db-checksum';
import {
  FIXTURE_FILE_SIZE,
  FIXTURE_VTT,
  fixtureBytes,
  type MediaFixture,
  makeMediaFixture,
} from '../../test/media-fixture';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { loadMediaLibraries } from './media-content';
import { syncMediaLectures } from './media-sync';

type Caller = ReturnType<typeof as>;
const DAY = 86_400_000;

const libraryUrl = (userProductId: number | string) => buildPath(E.library.path, { userProductId });
const lectureUrl = (
  endpoint: 'lecture' | 'file' | 'captions' | 'savePosition',
  userProductId: number | string,
  mediaId: number | string,
) => buildPath(E[endpoint].path, { userProductId, mediaId });

describe('media libraries (issue 29, decision 1601)', () => {
  let t: TestApp;
  let fixture: MediaFixture;
  let peds: Caller;
  let learner: Caller;
  /** PEDS-MEDIA of peds@demo.test (usable), and their Q&A product (not media) */
  let pedsMedia: number;
  let pedsQa: number;
  /** IM-MEDIA of learner@demo.test: ended on purpose in the demo data */
  let imMedia: number;
  let library: MediaLibrary;
  /** the PEDS lectures' ids in manifest order: jaundice (video, captions), fever (audio), asthma */
  let jaundice: number;
  let fever: number;
  let asthma: number;
  let imLecture: number;

  const bytes = fixtureBytes(FIXTURE_FILE_SIZE, 0);
  const signedIn = async (email: string) => {
    const caller = as(t.app, await signIn(t.app, email));
    // the 3.0 step every 3.0 call needs
    expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    return caller;
  };
  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const get = (caller: Caller, url: string, headers: InjectOptions['headers'] = {}) =>
    caller({ method: 'GET', url, headers });
  const put = (caller: Caller, url: string, payload: unknown) =>
    caller({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  const positionsOf = (email: string) =>
    t.database.db
      .select({
        lectureId: mediaPositions.lectureId,
        positionSeconds: mediaPositions.positionSeconds,
        finished: mediaPositions.finished,
      })
      .from(mediaPositions)
      .innerJoin(accounts, eq(accounts.id, mediaPositions.accountId))
      .where(eq(accounts.email, email))
      .orderBy(mediaPositions.lectureId);

  beforeAll(async () => {
    fixture = makeMediaFixture();
    t = await createTestApp({
      mediaContentDir: fixture.contentDir,
      env: { MEDIA_DIR: fixture.storageDir },
    });
    peds = await signedIn('peds@demo.test');
    learner = await signedIn('learner@demo.test');
    const pedsProducts = await productsOf(peds);
    pedsMedia = pedsProducts.get('PEDS-MEDIA')!;
    pedsQa = pedsProducts.get('PEDS-QA')!;
    imMedia = (await productsOf(learner)).get('IM-MEDIA')!;
    library = (await get(peds, libraryUrl(pedsMedia))).json();
    [jaundice, fever, asthma] = library.lectures.map((l) => l.mediaId) as [number, number, number];
    const [im] = await t.database.db
      .select({ id: mediaLectures.id })
      .from(mediaLectures)
      .where(eq(mediaLectures.libraryCode, 'fixture-im'));
    imLecture = im!.id;
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  test('signed out: 401 on every media call', async () => {
    for (const [method, url] of [
      ['GET', libraryUrl(pedsMedia)],
      ['GET', lectureUrl('lecture', pedsMedia, jaundice)],
      ['GET', lectureUrl('file', pedsMedia, jaundice)],
      ['GET', lectureUrl('captions', pedsMedia, jaundice)],
      ['PUT', lectureUrl('savePosition', pedsMedia, jaundice)],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { positionSeconds: 1 } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  test('the library: its lectures in manifest order, each with its length, chapters and the learner’s place', async () => {
    expect(mediaLibrary.strict().safeParse(library).success).toBe(true);
    expect(library).toMatchObject({
      userProductId: pedsMedia,
      productName: 'Peds Audio Review',
      continueMediaId: jaundice,
    });
    expect(library.lectures).toEqual([
      {
        mediaId: jaundice,
        title: 'Lecture jaundice-basics',
        kind: 'video',
        speaker: 'Dr. Test Speaker, MD',
        topicName: 'Neonatal hyperbilirubinemia',
        durationSeconds: 60,
        chapterCount: 3,
        positionSeconds: 0,
        finished: false,
      },
      expect.objectContaining({ mediaId: fever, kind: 'audio', topicName: 'The febrile infant' }),
      expect.objectContaining({ mediaId: asthma, durationSeconds: 30, chapterCount: 1 }),
    ]);
  });

  test('a lecture: chapters with their topic’s questions, book sections and cards; the transcript; where the file and captions stream from', async () => {
    const response = await get(peds, lectureUrl('lecture', pedsMedia, jaundice));
    expect(response.statusCode).toBe(200);
    const lecture = response.json() as MediaLecture;
    expect(mediaLecture.strict().safeParse(lecture).success).toBe(true);
    expect(lecture).toMatchObject({
      mediaId: jaundice,
      userProductId: pedsMedia,
      productName: 'Peds Audio Review',
      description: 'A made-up lecture for the tests.',
      mimeType: 'video/webm',
      fileUrl: `/api/3.0/media/userproducts/${pedsMedia}/lectures/${jaundice}/file`,
      captionsUrl: `/api/3.0/media/userproducts/${pedsMedia}/lectures/${jaundice}/captions.vtt`,
      captionsLanguage: 'en',
      previousMediaId: null,
      nextMediaId: fever,
      positionSeconds: 0,
      finished: false,
    });
    expect(lecture.transcript.map((cue) => cue.text)).toEqual([
      'Jaundice in the first day of life is never physiologic.',
      'Measure the bilirubin & plot it.',
      'Phototherapy thresholds depend on age in hours.',
    ]);
    const [first, second, summary] = lecture.chapters;
    expect(first).toMatchObject({
      startSeconds: 0,
      title: 'Why newborns turn yellow',
      topicName: 'Neonatal hyperbilirubinemia',
    });
    const products = await productsOf(peds);
    expect(first!.links.find((l) => l.kind === 'topicQuestions')).toMatchObject({
      userProductId: products.get('PEDS-QA'),
      topicName: 'Neonatal hyperbilirubinemia',
      questionCount: expect.any(Number),
    });
    expect(first!.links.find((l) => l.kind === 'bookSection')).toMatchObject({
      userProductId: products.get('PEDS-BOOK'),
      sectionId: 'neonatal-hyperbilirubinemia',
    });
    expect(first!.links.find((l) => l.kind === 'flashCard')).toMatchObject({
      userProductId: products.get('PEDS-FC'),
    });
    // links come in that order: questions, sections, cards
    const kinds = first!.links.map((l) => l.kind);
    expect(kinds.indexOf('topicQuestions')).toBeLessThan(kinds.indexOf('bookSection'));
    expect(kinds.lastIndexOf('bookSection')).toBeLessThan(kinds.indexOf('flashCard'));
    expect(second!.links).toEqual(first!.links);
    expect(summary).toEqual({ startSeconds: 40, title: 'Summary', topicName: null, links: [] });

    const audio = (await get(peds, lectureUrl('lecture', pedsMedia, fever))).json() as MediaLecture;
    expect(audio).toMatchObject({
      kind: 'audio',
      mimeType: 'audio/ogg',
      captionsUrl: null,
      transcript: [],
      previousMediaId: jaundice,
      nextMediaId: asthma,
    });
    const last = (await get(peds, lectureUrl('lecture', pedsMedia, asthma))).json() as MediaLecture;
    expect(last).toMatchObject({ previousMediaId: fever, nextMediaId: null });
  });

  test('a chapter links only to products the learner can use now', async () => {
    const qa = (await productsOf(peds)).get('PEDS-QA')!;
    const [row] = await t.database.db
      .select({ endsAt: userProducts.endsAt })
      .from(userProducts)
      .where(eq(userProducts.id, qa));
    try {
      await t.database.db
        .update(userProducts)
        .set({ endsAt: new Date(Date.now() - DAY) })
        .where(eq(userProducts.id, qa));
      const lecture = (
        await get(peds, lectureUrl('lecture', pedsMedia, jaundice))
      ).json() as MediaLecture;
      expect(lecture.chapters[0]!.links.some((l) => l.kind === 'topicQuestions')).toBe(false);
      expect(lecture.chapters[0]!.links.some((l) => l.kind === 'bookSection')).toBe(true);
    } finally {
      await t.database.db
        .update(userProducts)
        .set({ endsAt: row!.endsAt })
        .where(eq(userProducts.id, qa));
    }
  });

  describe('the file, with HTTP ranges and validators', () => {
    const fileUrl = () => lectureUrl('file', pedsMedia, jaundice);

    test('the whole file: 200, its type, length, Accept-Ranges, validators, private caching', async () => {
      const response = await get(peds, fileUrl(), { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'video/webm',
        'content-length': String(FIXTURE_FILE_SIZE),
        'accept-ranges': 'bytes',
        'cache-control': 'private, max-age=3600',
        etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
        'last-modified': expect.stringMatching(/ GMT$/),
      });
      // video is never compressed
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    test('bytes=a-b, bytes=a- and bytes=-n: 206 with Content-Range and exactly those bytes', async () => {
      for (const [range, start, end] of [
        ['bytes=100-199', 100, 199],
        ['bytes=40000-', 40_000, FIXTURE_FILE_SIZE - 1],
        ['bytes=-500', FIXTURE_FILE_SIZE - 500, FIXTURE_FILE_SIZE - 1],
        ['bytes=0-999999999', 0, FIXTURE_FILE_SIZE - 1],
        ['bytes=0-0', 0, 0],
      ] as const) {
        const response = await get(peds, fileUrl(), { range, 'accept-encoding': 'gzip' });
        expect(response.statusCode, range).toBe(206);
        expect(response.headers['content-range'], range).toBe(
          `bytes ${start}-${end}/${FIXTURE_FILE_SIZE}`,
        );
        expect(response.headers['content-length'], range).toBe(String(end - start + 1));
        expect(response.headers['content-encoding'], range).toBeUndefined();
        expect(response.headers['cache-control']).toBe('private, max-age=3600');
        expect(response.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
      }
    });

    test('a range that starts beyond the end: 416, Content-Range: bytes */size, the error envelope, nothing cached', async () => {
      for (const range of [`bytes=${FIXTURE_FILE_SIZE}-`, 'bytes=99999999-99999999', 'bytes=-0']) {
        const response = await get(peds, fileUrl(), { range });
        expect(response.statusCode, range).toBe(416);
        expect(response.headers['content-range']).toBe(`bytes */${FIXTURE_FILE_SIZE}`);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json().error).toEqual({
          code: 'range_not_satisfiable',
          message: 'The range asked for is beyond the end of the file.',
        });
      }
    });

    test('several ranges, or a Range that is not valid: the whole file (200)', async () => {
      for (const range of ['bytes=0-9,20-29', 'bytes=9-0', 'bytes=x-y', 'lines=1-2']) {
        const response = await get(peds, fileUrl(), { range });
        expect(response.statusCode, range).toBe(200);
        expect(response.rawPayload.length, range).toBe(FIXTURE_FILE_SIZE);
      }
    });

    test('If-None-Match with the ETag, or If-Modified-Since: 304 without a body', async () => {
      const { etag, 'last-modified': lastModified } = (await get(peds, fileUrl())).headers;
      for (const headers of [
        { 'if-none-match': String(etag) },
        { 'if-none-match': `W/${etag}` },
        { 'if-modified-since': String(lastModified) },
        { 'if-none-match': String(etag), range: 'bytes=0-9' },
      ]) {
        const response = await get(peds, fileUrl(), headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe('private, max-age=3600');
      }
      const changed = await get(peds, fileUrl(), { 'if-none-match': '"an-older-version"' });
      expect(changed.statusCode).toBe(200);
    });

    test('If-Range: the range when the file is the same, the whole file when it changed', async () => {
      const { etag, 'last-modified': lastModified } = (await get(peds, fileUrl())).headers;
      const same = await get(peds, fileUrl(), { range: 'bytes=10-19', 'if-range': String(etag) });
      expect(same.statusCode).toBe(206);
      const sameDate = await get(peds, fileUrl(), {
        range: 'bytes=10-19',
        'if-range': String(lastModified),
      });
      expect(sameDate.statusCode).toBe(206);
      for (const ifRange of ['"an-older-version"', 'Mon, 01 Jan 2001 00:00:00 GMT']) {
        const response = await get(peds, fileUrl(), { range: 'bytes=10-19', 'if-range': ifRange });
        expect(response.statusCode, ifRange).toBe(200);
        expect(response.rawPayload.equals(bytes)).toBe(true);
      }
    });

    test('HEAD: the headers alone', async () => {
      const response = await peds({
        method: 'HEAD',
        url: fileUrl(),
        headers: { range: 'bytes=0-99' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-length']).toBe('100');
      expect(response.body).toBe('');
    });

    test('an audio lecture streams with its own type', async () => {
      const response = await get(peds, lectureUrl('file', pedsMedia, fever), {
        range: 'bytes=0-3',
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-type']).toBe('audio/ogg');
      expect(response.rawPayload.equals(fixtureBytes(FIXTURE_FILE_SIZE, 1).subarray(0, 4))).toBe(
        true,
      );
    });
  });

  test('the captions: WebVTT in UTF-8 with the same caching; none for a lecture without them (404)', async () => {
    const response = await get(peds, lectureUrl('captions', pedsMedia, jaundice));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_VTT);
    expect(response.headers).toMatchObject({
      'content-type': 'text/vtt; charset=utf-8',
      'cache-control': 'private, max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
    const again = await get(peds, lectureUrl('captions', pedsMedia, jaundice), {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const none = await get(peds, lectureUrl('captions', pedsMedia, fever));
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({
      code: 'captions_not_found',
      message: 'This lecture has no captions.',
    });
  });

  test('the place: saved, read back by the library and the lecture; finished near the end, and for good', async () => {
    const url = lectureUrl('savePosition', pedsMedia, asthma);
    const first = await put(peds, url, { positionSeconds: 12.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mediaId: asthma, positionSeconds: 12.5, finished: false });
    const lecture = (await get(peds, lectureUrl('lecture', pedsMedia, asthma))).json();
    expect(lecture).toMatchObject({ positionSeconds: 12.5, finished: false });

    // within 15 s of the end (30 s): watched
    expect((await put(peds, url, { positionSeconds: 16 })).json()).toEqual({
      mediaId: asthma,
      positionSeconds: 16,
      finished: true,
    });
    // watched again from the start: still watched
    expect((await put(peds, url, { positionSeconds: 2 })).json()).toEqual({
      mediaId: asthma,
      positionSeconds: 2,
      finished: true,
    });
    // a player's rounding past the end is the end
    expect((await put(peds, url, { positionSeconds: 30.4 })).json()).toEqual({
      mediaId: asthma,
      positionSeconds: 30,
      finished: true,
    });
    const after = (await get(peds, libraryUrl(pedsMedia))).json() as MediaLibrary;
    expect(after.lectures.find((l) => l.mediaId === asthma)).toMatchObject({
      positionSeconds: 30,
      finished: true,
    });
  });

  test('a place before 0 or beyond the end, or not a number: 400, nothing written', async () => {
    const checksum = databaseChecksum(t.database.db);
    const before = await checksum.take();
    const url = lectureUrl('savePosition', pedsMedia, jaundice);
    const beyond = await put(peds, url, { positionSeconds: 60.6 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error).toEqual({
      code: 'position_beyond_length',
      message: 'The position is beyond the end of the lecture.',
    });
    for (const payload of [
      { positionSeconds: -1 },
      { positionSeconds: '10' },
      { positionSeconds: null },
      {},
      { positionSeconds: 5, finished: true },
    ]) {
      const response = await put(peds, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(await checksum.take()).toEqual(before);
  });

  test('bad ids: 400; an unknown lecture, or one of another library: 404 lecture_not_found', async () => {
    for (const url of [
      libraryUrl('abc'),
      libraryUrl(0),
      lectureUrl('lecture', pedsMedia, 'abc'),
      lectureUrl('file', pedsMedia, -1),
      lectureUrl('captions', 'x', jaundice),
    ]) {
      const response = await get(peds, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    for (const mediaId of [999_999, imLecture]) {
      for (const endpoint of ['lecture', 'file', 'captions'] as const) {
        const response = await get(peds, lectureUrl(endpoint, pedsMedia, mediaId));
        expect(response.statusCode, `${endpoint} ${mediaId}`).toBe(404);
        expect(response.json().error).toEqual({
          code: 'lecture_not_found',
          message: 'There is no such lecture in this product.',
        });
      }
      const saved = await put(peds, lectureUrl('savePosition', pedsMedia, mediaId), {
        positionSeconds: 1,
      });
      expect(saved.statusCode).toBe(404);
    }
  });

  test("another learner's media product, or a product that is not media: 404, nothing written", async () => {
    const checksum = databaseChecksum(t.database.db);
    const before = await checksum.take();
    const calls: [string, string][] = [
      ['GET', libraryUrl(pedsMedia)],
      ['GET', lectureUrl('lecture', pedsMedia, jaundice)],
      ['GET', lectureUrl('file', pedsMedia, jaundice)],
      ['GET', lectureUrl('captions', pedsMedia, jaundice)],
      ['PUT', lectureUrl('savePosition', pedsMedia, jaundice)],
    ];
    for (const [method, url] of calls) {
      const response = await learner({
        method: method as 'GET',
        url,
        payload: method === 'PUT' ? { positionSeconds: 1 } : undefined,
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('product_not_found');
    }
    for (const [method, url] of calls) {
      const notMedia = url.replace(`/userproducts/${pedsMedia}`, `/userproducts/${pedsQa}`);
      const response = await peds({
        method: method as 'GET',
        url: notMedia,
        payload: method === 'PUT' ? { positionSeconds: 1 } : undefined,
      });
      expect(response.statusCode, notMedia).toBe(404);
      expect(response.json().error).toEqual({
        code: 'not_a_media_product',
        message: 'This product is not a media library.',
      });
    }
    expect(await checksum.take()).toEqual(before);
  });

  test('an ended media product (the demo learner’s IM-MEDIA): 403 on every call, nothing written', async () => {
    const checksum = databaseChecksum(t.database.db);
    const before = await checksum.take();
    for (const [method, url] of [
      ['GET', libraryUrl(imMedia)],
      ['GET', lectureUrl('lecture', imMedia, imLecture)],
      ['GET', lectureUrl('file', imMedia, imLecture)],
      ['GET', lectureUrl('captions', imMedia, imLecture)],
      ['PUT', lectureUrl('savePosition', imMedia, imLecture)],
    ] as const) {
      const response = await learner({ method, url, payload: { positionSeconds: 1 } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toEqual({
        code: 'product_not_usable',
        message: 'This product has expired.',
      });
    }
    expect(await checksum.take()).toEqual(before);
  });

  test('continue: the last lecture played and not finished, else the first not finished, else none', async () => {
    // A learner of their own: combo@demo.test, given PEDS-MEDIA here.
    const db = t.database.db;
    const [combo] = await db.select().from(accounts).where(eq(accounts.email, 'combo@demo.test'));
    const [product] = await db.select().from(products).where(eq(products.code, 'PEDS-MEDIA'));
    const [owned] = await db
      .insert(userProducts)
      .values({
        accountId: combo!.id,
        productId: product!.id,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 30 * DAY),
      })
      .returning();
    const caller = await signedIn('combo@demo.test');
    const id = owned!.id;
    const continueOf = async () =>
      ((await get(caller, libraryUrl(id))).json() as MediaLibrary).continueMediaId;
    const save = (mediaId: number, positionSeconds: number) =>
      put(caller, lectureUrl('savePosition', id, mediaId), { positionSeconds });

    expect(await continueOf()).toBe(jaundice);
    await save(asthma, 5);
    expect(await continueOf()).toBe(asthma);
    await save(jaundice, 10);
    expect(await continueOf()).toBe(jaundice);
    await save(jaundice, 59);
    // jaundice finished: the last played not finished is asthma
    expect(await continueOf()).toBe(asthma);
    await save(asthma, 30);
    expect(await continueOf()).toBe(fever);
    await save(fever, 45);
    expect(await continueOf()).toBeNull();
    expect(await positionsOf('combo@demo.test')).toHaveLength(3);
  });

  test('a learner an admin grants IM-MEDIA to opens its library (the way end-to-end tests get one)', async () => {
    const admin = await signedIn('admin@demo.test');
    const found = await get(admin, '/api/2.0/admin/accounts?q=newbie%40demo.test');
    const accountId = found.json().items[0].accountId as number;
    const { catalogue } = (
      await get(admin, `/api/2.0/admin/accounts/${accountId}/products`)
    ).json() as { catalogue: { code: string; productId: number }[] };
    const granted = await admin({
      method: 'POST',
      url: `/api/2.0/admin/accounts/${accountId}/products`,
      payload: {
        productId: catalogue.find((p) => p.code === 'IM-MEDIA')!.productId,
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
        isTrial: false,
      },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const newbie = await signedIn('newbie@demo.test');
    const media = (await productsOf(newbie)).get('IM-MEDIA')!;
    const opened = (await get(newbie, libraryUrl(media))).json() as MediaLibrary;
    expect(opened.lectures.map((l) => l.mediaId)).toEqual([imLecture]);
  });

  test('a release without a lecture hides it and keeps the places; one that brings it back shows them again', async () => {
    const db = t.database.db;
    const libraries = await loadMediaLibraries(fixture.contentDir);
    // nothing changed: nothing written
    expect(await syncMediaLectures(db, libraries)).toEqual({ written: 0, hidden: 0 });
    await put(peds, lectureUrl('savePosition', pedsMedia, fever), { positionSeconds: 7 });
    const without = libraries.map((library) => ({
      ...library,
      lectures: library.lectures.filter((lecture) => lecture.slug !== 'fever-in-infants'),
    }));
    // the lecture hidden, the one after it moved up
    expect(await syncMediaLectures(db, without)).toEqual({ written: 1, hidden: 1 });
    const shorter = (await get(peds, libraryUrl(pedsMedia))).json() as MediaLibrary;
    expect(shorter.lectures.map((l) => l.mediaId)).toEqual([jaundice, asthma]);
    expect((await get(peds, lectureUrl('lecture', pedsMedia, fever))).statusCode).toBe(404);
    expect((await get(peds, lectureUrl('file', pedsMedia, fever))).statusCode).toBe(404);
    const jaundiceNow = (await get(peds, lectureUrl('lecture', pedsMedia, jaundice))).json();
    expect(jaundiceNow.nextMediaId).toBe(asthma);
    const [pedsAccount] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'peds@demo.test'));
    const kept = await db
      .select()
      .from(mediaPositions)
      .where(
        and(eq(mediaPositions.accountId, pedsAccount!.id), eq(mediaPositions.lectureId, fever)),
      );
    expect(kept).toHaveLength(1);

    // the lecture shown again, and the one after it back in its place
    expect(await syncMediaLectures(db, libraries)).toEqual({ written: 2, hidden: 0 });
    const back = (await get(peds, libraryUrl(pedsMedia))).json() as MediaLibrary;
    expect(back.lectures.find((l) => l.mediaId === fever)).toMatchObject({ positionSeconds: 7 });
  });

  test('a file whose bytes change gets new validators: Last-Modified moves only then', async () => {
    const db = t.database.db;
    const url = lectureUrl('file', pedsMedia, asthma);
    const before = (await get(peds, url)).headers;
    const libraries = await loadMediaLibraries(fixture.contentDir);
    const retitled = libraries.map((library) => ({
      ...library,
      lectures: library.lectures.map((lecture) =>
        lecture.slug === 'asthma-steps' ? { ...lecture, title: 'Asthma, retitled' } : lecture,
      ),
    }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await syncMediaLectures(db, retitled)).toEqual({ written: 1, hidden: 0 });
    const sameFile = (await get(peds, url)).headers;
    expect(sameFile.etag).toBe(before.etag);
    expect(sameFile['last-modified']).toBe(before['last-modified']);
    const rehashed = retitled.map((library) => ({
      ...library,
      lectures: library.lectures.map((lecture) =>
        lecture.slug === 'asthma-steps'
          ? { ...lecture, file: { ...lecture.file, hash: 'f'.repeat(64) } }
          : lecture,
      ),
    }));
    expect(await syncMediaLectures(db, rehashed)).toEqual({ written: 1, hidden: 0 });
    const changed = (await get(peds, url)).headers;
    expect(changed.etag).toBe(`"${'f'.repeat(32)}"`);
    expect(changed['last-modified']).not.toBe(before['last-modified']);
    await syncMediaLectures(db, libraries);
  });
});
