import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildPath,
  DEMO_STREAM_SEGMENT_SECONDS,
  liveEndpoints as E,
  LIVE_QUESTION_MAX_LENGTH,
  LIVE_QUESTIONS_PER_MINUTE,
  type LiveSchedule,
  type LiveSessionDetail,
  liveSchedule,
  liveSessionDetail,
  type StaffLiveSession,
  type StaffLiveSessionDetail,
  staffLiveSession,
  staffLiveSessionDetail,
  type UserProduct,
} from '@boardready/contracts';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { auditLog, liveQuestions } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { findContentDir } from '../books/book-content';

type Caller = ReturnType<typeof as>;
const DAY = 86_400_000;
const demoStreamDir = path.join(findContentDir(import.meta.dirname), 'live', 'demo-stream');

const url = (
  name: 'schedule' | 'session' | 'calendar' | 'events' | 'replay' | 'ask',
  userProductId: number,
  liveSessionId = 0,
) => buildPath(E[name].path, { userProductId, liveSessionId });
const voteUrl = (userProductId: number, liveSessionId: number, questionId: number) =>
  buildPath(E.upvote.path, { userProductId, liveSessionId, questionId });

describe('live streams (issue 29, decision 1603)', () => {
  let t: TestApp;
  /** the clock the app's live module reads: the system's unless a test sets one */
  let clock: Date | null = null;
  let learner: Caller;
  let peds: Caller;
  let student: Caller;
  let admin: Caller;
  /** learner@demo.test's IM-LIVE and IM-QA, peds@demo.test's PEDS-LIVE, student's MS-LIVE (not started) */
  let imLive: number;
  let imQa: number;
  let pedsLive: number;
  let msLive: number;
  /** IM-LIVE's demo sessions: ended (replay), live now, tomorrow, next week */
  let ended: number;
  let onAir: number;
  let tomorrow: number;
  let pedsOnAir: number;

  /** each signed-in user's session cookie, by e-mail */
  const cookies = new Map<string, string>();
  const signedIn = async (email: string) => {
    cookies.set(email, await signIn(t.app, email));
    const caller = as(t.app, cookies.get(email)!);
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
  const get = (caller: Caller, address: string, headers: InjectOptions['headers'] = {}) =>
    caller({ method: 'GET', url: address, headers });
  const post = (caller: Caller, address: string, payload?: unknown) =>
    caller({ method: 'POST', url: address, payload: payload as InjectOptions['payload'] });
  const ask = (caller: Caller, up: number, session: number, text: unknown) =>
    post(caller, url('ask', up, session), { text });
  const detail = async (caller: Caller, up: number, session: number) =>
    (await get(caller, url('session', up, session))).json() as LiveSessionDetail;
  const auditOf = (action: string) =>
    t.database.db
      .select({ details: auditLog.details, actor: auditLog.actorAccountId })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id));
  const nothingWritten = <R extends { statusCode: number }>(
    run: () => Promise<R>,
    status: number,
  ) => expectNothingWritten(t.database.db, run, status);

  beforeAll(async () => {
    t = await createTestApp({ liveClock: () => clock ?? new Date() });
    learner = await signedIn('learner@demo.test');
    peds = await signedIn('peds@demo.test');
    student = await signedIn('student@demo.test');
    admin = await signedIn('admin@demo.test');
    const mine = await productsOf(learner);
    imLive = mine.get('IM-LIVE')!;
    imQa = mine.get('IM-QA')!;
    pedsLive = (await productsOf(peds)).get('PEDS-LIVE')!;
    msLive = (await productsOf(student)).get('MS-LIVE')!;
    const schedule = (await get(learner, url('schedule', imLive))).json() as LiveSchedule;
    [ended, onAir, tomorrow] = schedule.sessions.map((s) => s.liveSessionId) as [
      number,
      number,
      number,
    ];
    const pedsSchedule = (await get(peds, url('schedule', pedsLive))).json() as LiveSchedule;
    pedsOnAir = pedsSchedule.sessions.find((s) => s.status === 'live')!.liveSessionId;
  });
  afterEach(() => {
    clock = null;
  });
  afterAll(() => t?.close());

  describe('who may call', () => {
    test('signed out: 401 on every live call', async () => {
      for (const [name, endpoint] of Object.entries(E)) {
        const address = buildPath(endpoint.path, {
          userProductId: imLive,
          liveSessionId: onAir,
          questionId: 1,
          segment: 'segment-000.ts',
        });
        const response = await t.app.inject({
          method: endpoint.method,
          url: address,
          headers: { 'content-type': 'application/json' },
          payload: endpoint.body ? {} : undefined,
        });
        expect(response.statusCode, name).toBe(401);
      }
    });

    test("another learner's product is not found, a product of another kind is not a live one", async () => {
      for (const name of ['schedule', 'session', 'calendar', 'events', 'replay'] as const) {
        const theirs = await get(learner, url(name, pedsLive, pedsOnAir));
        expect(theirs.statusCode, name).toBe(404);
        expect(theirs.json().error.code, name).toBe('product_not_found');
        const qa = await get(learner, url(name, imQa, onAir));
        expect(qa.json().error.code, name).toBe('not_a_live_product');
      }
      const asked = await nothingWritten(
        () => ask(learner, pedsLive, pedsOnAir, 'May I ask here?'),
        404,
      );
      expect(asked.json().error.code).toBe('product_not_found');
      await nothingWritten(
        () => learner({ method: 'PUT', url: voteUrl(pedsLive, pedsOnAir, 1) }),
        404,
      );
    });

    test('a product not started yet, or ended, is refused as every product screen refuses it', async () => {
      const notStarted = await get(student, url('schedule', msLive));
      expect(notStarted.statusCode).toBe(403);
      expect(notStarted.json().error.code).toBe('product_not_usable');
      clock = new Date(Date.now() + 400 * DAY);
      for (const name of ['schedule', 'session', 'calendar', 'events', 'replay'] as const) {
        const response = await get(learner, url(name, imLive, ended));
        expect(response.statusCode, name).toBe(403);
        expect(response.json().error.code, name).toBe('product_not_usable');
      }
      await nothingWritten(() => ask(learner, imLive, onAir, 'Still there?'), 403);
    });

    test('a session of another product is not found through this one', async () => {
      for (const name of ['session', 'calendar', 'events', 'replay'] as const) {
        const response = await get(learner, url(name, imLive, pedsOnAir));
        expect(response.json().error.code, name).toBe('live_session_not_found');
      }
      await nothingWritten(() => ask(learner, imLive, pedsOnAir, 'Hello?'), 404);
    });

    test('a learner calling the staff endpoints: 403, nothing written', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', buildPath(E.staffSessions.path, {})],
        ['GET', buildPath(E.staffSession.path, { liveSessionId: onAir })],
        ['GET', buildPath(E.staffEvents.path, { liveSessionId: onAir })],
        ['POST', buildPath(E.scheduleSession.path, {}), scheduleInput()],
        ['POST', buildPath(E.answer.path, { questionId: 1 }), { answer: 'Because.' }],
        ['POST', buildPath(E.hide.path, { questionId: 1 })],
      ];
      for (const [method, address, payload] of calls) {
        const response = await nothingWritten(
          () => learner({ method: method as 'GET', url: address, payload: payload as never }),
          403,
        );
        expect(response.json().error.code, address).toBe('forbidden');
      }
    });
  });

  describe('the schedule and a session', () => {
    test('the schedule: every session of the product, earliest first, each with its state', async () => {
      const response = await get(learner, url('schedule', imLive));
      expect(response.statusCode).toBe(200);
      const schedule = response.json() as LiveSchedule;
      expect(liveSchedule.strict().safeParse(schedule).success).toBe(true);
      expect(schedule.userProductId).toBe(imLive);
      expect(schedule.productName).toBe('IM Live Review');
      expect(schedule.sessions.map((s) => [s.status, s.hasReplay])).toEqual([
        ['ended', true],
        ['live', false],
        ['upcoming', false],
        ['upcoming', false],
      ]);
      expect(schedule.sessions[1]).toMatchObject({
        title: 'Live Board Review: Heart Failure, Atrial Fibrillation and DKA',
        presenter: 'Dr. Daniel Okafor, MD',
      });
      const starts = schedule.sessions.map((s) => s.startsAt);
      expect([...starts].sort()).toEqual(starts);
    });

    test('live now: the stream, the calendar and events addresses, the questions without who asked', async () => {
      const response = await get(learner, url('session', imLive, onAir));
      expect(response.statusCode).toBe(200);
      const session = response.json() as LiveSessionDetail;
      expect(liveSessionDetail.strict().safeParse(session).success).toBe(true);
      expect(session).toMatchObject({
        liveSessionId: onAir,
        userProductId: imLive,
        productName: 'IM Live Review',
        status: 'live',
        streamUrl: E.demoPlaylist.path,
        calendarUrl: url('calendar', imLive, onAir),
        eventsUrl: url('events', imLive, onAir),
        replay: null,
        hasReplay: false,
      });
      const texts = session.questions.map((q) => q.text);
      expect(texts.length).toBeGreaterThanOrEqual(4);
      // open ones first, most upvoted first; the answered one after them
      const open = session.questions.filter((q) => q.status === 'open');
      expect(open.map((q) => q.upvotes)).toEqual(
        [...open.map((q) => q.upvotes)].sort((a, b) => b - a),
      );
      expect(session.questions.at(-1)?.status).toBe('answered');
      expect(session.questions.at(-1)?.answer).toMatch(/reasonable but not required/);
      // the learner's own question and vote; nobody's name, address or account
      expect(session.questions.find((q) => q.mine)?.text).toMatch(/potassium/);
      expect(session.questions.find((q) => q.text.includes('sacubitril'))?.votedByMe).toBe(true);
      expect(response.body).not.toMatch(/askedBy|accountId|@demo\.test|Rosa|Diaz/);
    });

    test('ended: no stream, the replay in the lecture player; upcoming: neither', async () => {
      const replayed = await detail(learner, imLive, ended);
      expect(replayed).toMatchObject({
        status: 'ended',
        streamUrl: null,
        hasReplay: true,
        replay: {
          fileUrl: url('replay', imLive, ended),
          mimeType: 'video/webm',
          durationSeconds: 32.05,
        },
      });
      expect(await detail(learner, imLive, tomorrow)).toMatchObject({
        status: 'upcoming',
        streamUrl: null,
        replay: null,
      });
    });

    test('the replay: the recording with HTTP ranges; none before the session ends', async () => {
      const recording = readFileSync(path.join(demoStreamDir, 'recording.webm'));
      const whole = await get(learner, url('replay', imLive, ended));
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['cache-control']).toBe('private, max-age=3600');
      expect(whole.rawPayload.equals(recording)).toBe(true);
      const part = await get(learner, url('replay', imLive, ended), { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${recording.length}`);
      expect(part.rawPayload.equals(recording.subarray(100, 200))).toBe(true);
      const beyond = await get(learner, url('replay', imLive, ended), {
        range: `bytes=${recording.length}-`,
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${recording.length}`);
      for (const session of [onAir, tomorrow]) {
        const none = await get(learner, url('replay', imLive, session));
        expect(none.statusCode).toBe(404);
        expect(none.json().error.code).toBe('replay_not_found');
      }
    });

    test('the .ics file: one event, CRLF and folded lines, UTC times, a stable UID and the page', async () => {
      const response = await get(learner, url('calendar', imLive, tomorrow));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="live-session-${tomorrow}.ics"`,
      );
      const text = response.body;
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const lines = text.replace(/\r\n /g, '').split('\r\n');
      const field = (name: string) =>
        lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
      const session = await detail(learner, imLive, tomorrow);
      const utc = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
      expect(field('DTSTART')).toBe(utc(session.startsAt));
      expect(field('DTEND')).toBe(utc(session.endsAt));
      expect(field('SUMMARY')).toBe(session.title);
      expect(field('DESCRIPTION')).toBe(
        `With ${session.presenter}.\n\n${session.description}`
          .replace(/,/g, '\\,')
          .replace(/\n/g, '\\n'),
      );
      expect(field('URL')).toBe(`http://localhost:3000/live/${imLive}/${tomorrow}`);
      expect(field('UID')).toBe(`live-session-${tomorrow}@boardready.example`);
      expect(field('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      const again = (await get(learner, url('calendar', imLive, tomorrow))).body;
      expect(again).toContain(`UID:live-session-${tomorrow}@boardready.example`);
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    });

    test('the events, injected: an event stream that opens and (with no connection to hold) ends', async () => {
      const response = await get(learner, url('events', imLive, onAir));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe('retry: 3000\n\n');
      const staff = await get(admin, buildPath(E.staffEvents.path, { liveSessionId: onAir }));
      expect(staff.statusCode).toBe(200);
      const unknown = await get(admin, buildPath(E.staffEvents.path, { liveSessionId: 999_999 }));
      expect(unknown.json().error.code).toBe('live_session_not_found');
    });
  });

  describe('the Q&A', () => {
    test('a question: trimmed, the asker’s own, shown to everyone without who asked', async () => {
      const response = await ask(learner, imLive, onAir, '  What is the first step in DKA?  ');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        text: 'What is the first step in DKA?',
        status: 'open',
        upvotes: 0,
        answer: null,
        mine: true,
        votedByMe: false,
      });
      const { questionId } = response.json();
      const seen = (await detail(learner, imLive, onAir)).questions;
      expect(seen.find((q) => q.questionId === questionId)?.mine).toBe(true);
      // an upcoming session takes questions too
      expect((await ask(learner, imLive, tomorrow, 'Will you cover RTA?')).statusCode).toBe(201);
    });

    test('empty, blank, 10 000 characters, not text or extra fields: 400, nothing written', async () => {
      for (const text of [
        '',
        '   ',
        'x'.repeat(10_000),
        'x'.repeat(LIVE_QUESTION_MAX_LENGTH + 1),
        42,
        null,
      ]) {
        const response = await nothingWritten(() => ask(learner, imLive, onAir, text), 400);
        expect(response.json().error.code).toBe('validation_failed');
      }
      await nothingWritten(
        () => post(learner, url('ask', imLive, onAir), { text: 'Hi', html: '<b>x</b>' }),
        400,
      );
      expect(
        (await ask(learner, imLive, onAir, 'x'.repeat(LIVE_QUESTION_MAX_LENGTH))).statusCode,
      ).toBe(201);
    });

    test('an ended session takes no question: 409, nothing written', async () => {
      const response = await nothingWritten(() => ask(learner, imLive, ended, 'Too late?'), 409);
      expect(response.json().error.code).toBe('live_session_ended');
    });

    test(`at most ${LIVE_QUESTIONS_PER_MINUTE} questions a minute per learner and session: 429, nothing written`, async () => {
      // an hour on: the questions the other tests asked are out of the minute
      const start = Date.now() + 3_600_000;
      clock = new Date(start);
      for (let i = 0; i < LIVE_QUESTIONS_PER_MINUTE; i++) {
        clock = new Date(start + i * 1000);
        expect((await ask(learner, imLive, onAir, `Question ${i + 1}`)).statusCode).toBe(201);
      }
      clock = new Date(start + 10_000);
      const refused = await nothingWritten(() => ask(learner, imLive, onAir, 'One more'), 429);
      expect(refused.json().error.code).toBe('too_many_live_questions');
      expect(refused.headers['retry-after']).toBe('50');
      // another learner, or another session, has a minute of their own
      expect((await ask(learner, imLive, tomorrow, 'Another session')).statusCode).toBe(201);
      // and the first question's minute over, one more fits
      clock = new Date(start + 60_001);
      expect((await ask(learner, imLive, onAir, 'One more')).statusCode).toBe(201);
    });

    test('questions sent at once, through two servers on one database: still the limit', async () => {
      clock = new Date(Date.now() + 2 * 3_600_000);
      const servers = [t.app];
      let close = async () => {};
      // PostgreSQL: a second server with its own connections (PGlite is one process's)
      if (t.databaseUrl) {
        const database = await openDatabase({ databaseUrl: t.databaseUrl });
        const second = await buildApp({
          config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
          database,
          logger: false,
          webRoot: null,
          liveClock: () => clock ?? new Date(),
        });
        servers.push(second);
        close = async () => {
          await second.close();
          await database.close();
        };
      }
      try {
        const cookie = cookies.get('learner@demo.test')!;
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            servers[i % servers.length]!.inject({
              method: 'POST',
              url: url('ask', imLive, onAir),
              headers: { 'content-type': 'application/json', cookie },
              payload: { text: `At once ${i}` },
            }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 201)).toHaveLength(LIVE_QUESTIONS_PER_MINUTE);
        expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIVE_QUESTIONS_PER_MINUTE);
      } finally {
        await close();
      }
    });

    test('upvotes: once per learner (again is no change), taken back once, counted for everyone', async () => {
      const { questionId } = (
        await ask(learner, imLive, onAir, 'Which beta blockers in HFrEF?')
      ).json();
      const vote = () => learner({ method: 'PUT', url: voteUrl(imLive, onAir, questionId) });
      const withdraw = () => learner({ method: 'DELETE', url: voteUrl(imLive, onAir, questionId) });
      expect((await vote()).json()).toEqual({ questionId, upvotes: 1, votedByMe: true });
      expect((await vote()).json()).toEqual({ questionId, upvotes: 1, votedByMe: true });
      expect((await withdraw()).json()).toEqual({ questionId, upvotes: 0, votedByMe: false });
      expect((await withdraw()).json()).toEqual({ questionId, upvotes: 0, votedByMe: false });
      await vote();
      const seen = (await detail(learner, imLive, onAir)).questions.find(
        (q) => q.questionId === questionId,
      );
      expect(seen).toMatchObject({ upvotes: 1, votedByMe: true });
      // not through another session, nor an unknown question
      await nothingWritten(
        () => learner({ method: 'PUT', url: voteUrl(imLive, tomorrow, questionId) }),
        404,
      );
      await nothingWritten(
        () => learner({ method: 'PUT', url: voteUrl(imLive, onAir, 999_999) }),
        404,
      );
    });

    test('not on an ended session: 409, nothing written', async () => {
      const { questionId } = (await ask(learner, imLive, onAir, 'Before the end?')).json();
      clock = new Date(Date.now() + 13 * 3_600_000);
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await nothingWritten(
          () => learner({ method, url: voteUrl(imLive, onAir, questionId) }),
          409,
        );
        expect(response.json().error.code).toBe('live_session_ended');
      }
    });
  });

  describe('staff', () => {
    test('every session of every product, latest first, with its open questions', async () => {
      const response = await get(admin, buildPath(E.staffSessions.path, {}));
      expect(response.statusCode).toBe(200);
      const { sessions } = response.json() as { sessions: StaffLiveSession[] };
      expect(sessions.every((s) => staffLiveSession.strict().safeParse(s).success)).toBe(true);
      expect(new Set(sessions.map((s) => s.productCode))).toEqual(
        new Set(['IM-LIVE', 'PEDS-LIVE', 'MS-LIVE']),
      );
      const starts = sessions.map((s) => s.startsAt);
      expect([...starts].sort().reverse()).toEqual(starts);
      const live = sessions.find((s) => s.liveSessionId === onAir)!;
      expect(live).toMatchObject({ productName: 'IM Live Review', status: 'live' });
      expect(live.openQuestions).toBeGreaterThanOrEqual(3);
    });

    test('answer, answer again, hide: learners see it at once; each write audited', async () => {
      const { questionId } = (
        await ask(learner, imLive, onAir, 'Is metformin held in DKA?')
      ).json();
      const answerUrl = buildPath(E.answer.path, { questionId });
      const answered = await post(admin, answerUrl, { answer: '  Yes, until eating again.  ' });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({
        questionId,
        status: 'answered',
        answer: 'Yes, until eating again.',
        askedBy: { name: 'Alex Rivera', email: 'learner@demo.test' },
      });
      const edited = await post(admin, answerUrl, { answer: 'Yes: hold it until eating again.' });
      expect(edited.json().answer).toBe('Yes: hold it until eating again.');
      const seen = (await detail(learner, imLive, onAir)).questions.find(
        (q) => q.questionId === questionId,
      );
      expect(seen).toMatchObject({
        status: 'answered',
        answer: 'Yes: hold it until eating again.',
      });
      const [audited] = await auditOf('live.question.answer');
      expect(audited?.details).toMatchObject({
        questionId,
        liveSessionId: onAir,
        answer: 'Yes: hold it until eating again.',
        previousAnswer: 'Yes, until eating again.',
      });

      const hidden = await post(admin, buildPath(E.hide.path, { questionId }));
      expect(hidden.json()).toMatchObject({ questionId, status: 'hidden' });
      expect(
        (await detail(learner, imLive, onAir)).questions.some((q) => q.questionId === questionId),
      ).toBe(false);
      expect((await auditOf('live.question.hide'))[0]?.details).toMatchObject({ questionId });
      // hidden: no upvote, and staff still see it
      await nothingWritten(
        () => learner({ method: 'PUT', url: voteUrl(imLive, onAir, questionId) }),
        404,
      );
      const moderation = (
        await get(admin, buildPath(E.staffSession.path, { liveSessionId: onAir }))
      ).json() as StaffLiveSessionDetail;
      expect(staffLiveSessionDetail.strict().safeParse(moderation).success).toBe(true);
      expect(moderation.eventsUrl).toBe(buildPath(E.staffEvents.path, { liveSessionId: onAir }));
      expect(moderation.questions.find((q) => q.questionId === questionId)?.status).toBe('hidden');
    });

    test('bad answers and unknown questions: 4xx, nothing written', async () => {
      const [question] = await t.database.db
        .select({ id: liveQuestions.id })
        .from(liveQuestions)
        .limit(1);
      const answerUrl = buildPath(E.answer.path, { questionId: question!.id });
      for (const answer of ['', '   ', 'x'.repeat(2_001)]) {
        await nothingWritten(() => post(admin, answerUrl, { answer }), 400);
      }
      const unknown = await nothingWritten(
        () => post(admin, buildPath(E.answer.path, { questionId: 999_999 }), { answer: 'Yes.' }),
        404,
      );
      expect(unknown.json().error.code).toBe('live_question_not_found');
      await nothingWritten(() => post(admin, buildPath(E.hide.path, { questionId: 999_999 })), 404);
      const session = await get(admin, buildPath(E.staffSession.path, { liveSessionId: 999_999 }));
      expect(session.json().error.code).toBe('live_session_not_found');
    });

    test('scheduling: a live product of the catalogue, an end after the start; audited', async () => {
      const response = await post(admin, buildPath(E.scheduleSession.path, {}), scheduleInput());
      expect(response.statusCode).toBe(201);
      expect(staffLiveSession.strict().safeParse(response.json()).success).toBe(true);
      expect(response.json()).toMatchObject({
        productCode: 'PEDS-LIVE',
        productName: 'Peds Live Review',
        title: 'Adolescent Medicine Review',
        status: 'upcoming',
        openQuestions: 0,
        streamUrl: 'https://stream.example.com/live/adolescent/index.m3u8',
      });
      const { liveSessionId } = response.json();
      expect((await auditOf('live.session.schedule'))[0]?.details).toMatchObject({
        liveSessionId,
        productCode: 'PEDS-LIVE',
      });
      const schedule = (await get(peds, url('schedule', pedsLive))).json() as LiveSchedule;
      expect(schedule.sessions.some((s) => s.liveSessionId === liveSessionId)).toBe(true);

      const refusals: [Record<string, unknown>, string][] = [
        [{ productCode: 'NO-SUCH' }, 'unknown_live_product'],
        [{ productCode: 'IM-QA' }, 'unknown_live_product'],
        [{ endsAt: '2030-01-01T09:00:00Z' }, 'live_session_ends_before_start'],
        [{ endsAt: '2030-01-01T10:00:00+01:00' }, 'live_session_ends_before_start'],
        [{ streamUrl: 'javascript:alert(1)' }, 'validation_failed'],
        [{ streamUrl: 'http://stream.example.com/x.m3u8' }, 'validation_failed'],
        [{ title: '  ' }, 'validation_failed'],
      ];
      for (const [change, code] of refusals) {
        const refused = await nothingWritten(
          () => post(admin, buildPath(E.scheduleSession.path, {}), scheduleInput(change)),
          400,
        );
        expect(refused.json().error.code, JSON.stringify(change)).toBe(code);
      }
    });
  });

  describe('the demo stream', () => {
    const playlistAt = async (moment: Date) => {
      clock = moment;
      const response = await get(learner, E.demoPlaylist.path);
      expect(response.statusCode).toBe(200);
      return response;
    };

    test('the playlist moves on with the clock, one segment every segment length', async () => {
      const n = 123_456_789;
      const first = await playlistAt(new Date(n * DEMO_STREAM_SEGMENT_SECONDS * 1000 + 500));
      expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toMatch(new RegExp(`#EXT-X-MEDIA-SEQUENCE:${n - 4}\\n`));
      expect(first.body.trimEnd().split('\n').at(-1)).toBe(`segment-00${n % 8}.ts`);
      const later = await playlistAt(new Date((n + 3) * DEMO_STREAM_SEGMENT_SECONDS * 1000));
      expect(later.body).toMatch(new RegExp(`#EXT-X-MEDIA-SEQUENCE:${n - 1}\\n`));
      expect(later.body.trimEnd().split('\n').at(-1)).toBe(`segment-00${(n + 3) % 8}.ts`);
      expect(later.body).not.toContain('ENDLIST');
    });

    test('a segment: its bytes, privately cached, with ranges; none past the loop', async () => {
      const bytes = readFileSync(path.join(demoStreamDir, 'segment-003.ts'));
      const segmentUrl = buildPath(E.demoSegment.path, { segment: 'segment-003.ts' });
      const whole = await get(learner, segmentUrl);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp2t');
      expect(whole.headers['cache-control']).toBe('private, max-age=3600');
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const part = await get(learner, segmentUrl, { range: 'bytes=188-375' });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(188, 376))).toBe(true);
      const past = await get(learner, buildPath(E.demoSegment.path, { segment: 'segment-008.ts' }));
      expect(past.statusCode).toBe(404);
      expect(past.json().error.code).toBe('live_stream_not_found');
      const bad = await get(learner, buildPath(E.demoSegment.path, { segment: '..%2Fsecret' }));
      expect(bad.statusCode).toBe(400);
    });
  });
});

/** A valid session to schedule; `change` replaces fields. */
function scheduleInput(change: Record<string, unknown> = {}) {
  return {
    productCode: 'PEDS-LIVE',
    title: 'Adolescent Medicine Review',
    presenter: 'Dr. Nora Ellis, MD',
    description: 'Confidentiality, HEADSS and the adolescent visit.',
    startsAt: '2030-01-01T10:00:00Z',
    endsAt: '2030-01-01T11:30:00Z',
    streamUrl: 'https://stream.example.com/live/adolescent/index.m3u8',
    ...change,
  };
}

describe("the streaming service's origins (decision 1603)", () => {
  test('the CSP lets the live page fetch them and play through Media Source Extensions', async () => {
    const t = await createTestApp({
      env: { LIVE_STREAM_ORIGINS: 'https://stream.example.com, https://cdn.example.net:8443' },
    });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/config' });
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain(
        "connect-src 'self' https://stream.example.com https://cdn.example.net:8443;",
      );
      expect(csp).toContain("media-src 'self' blob:;");
    } finally {
      await t.close();
    }
  });

  test('none by default; anything but https:// origins stops the start', () => {
    expect(loadConfig({}).liveStreamOrigins).toEqual([]);
    for (const bad of ['http://stream.example.com', 'https://stream.example.com/live', '*']) {
      expect(() => loadConfig({ LIVE_STREAM_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});
