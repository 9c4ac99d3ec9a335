import {
  buildPath,
  liveEndpoints as E,
  type LiveSchedule,
  liveQuestionEvent,
  staffLiveQuestionEvent,
  type UserProduct,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, products, userProducts } from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { openEventStream } from './live-events';
import { inProcessLiveHub } from './live-hub';

const DAY = 86_400_000;

/** Reads a server-sent event stream: its frames, waited for one by one. */
function eventStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const frames: string[] = [];
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) break;
      buffered += value;
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        frames.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    }
    ended = true;
  })();
  return {
    frames,
    ended: () => ended,
    done: pump,
    /** The next data frame's JSON that `matches`, within `ms`. */
    async next<T>(matches: (event: T) => boolean, ms = 5_000): Promise<T> {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = frames.findIndex(
          (frame) => frame.startsWith('data: ') && matches(JSON.parse(frame.slice(6))),
        );
        if (index >= 0) return JSON.parse(frames.splice(index, 1)[0]!.slice(6));
        if (Date.now() > deadline) throw new Error(`no such event; frames: ${frames.join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

const waitFor = async (condition: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('live Q&A events through a listening server (decision 1603)', () => {
  let t: TestApp;
  let base: string;
  let learnerCookie: string;
  let residentCookie: string;
  let adminCookie: string;
  let imLive: number;
  let residentImLive: number;
  let onAir: number;

  const signedIn = async (email: string) => {
    const cookie = await signIn(t.app, email);
    await as(t.app, cookie)({ method: 'POST', url: '/api/3.0/auth/session' });
    return cookie;
  };
  const imLiveOf = async (cookie: string) =>
    (
      (await as(t.app, cookie)({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
        products: UserProduct[];
      }
    ).products.find((p) => p.code === 'IM-LIVE')!.userProductId;
  const open = async (address: string, cookie: string) => {
    const response = await fetch(`${base}${address}`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const stream = eventStream(response);
    await waitFor(() => stream.frames.includes('retry: 3000'));
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // a second IM-LIVE learner: the demo data gives the product to one
    const [resident] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'resident@demo.test'));
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'IM-LIVE'));
    await db.insert(userProducts).values({
      accountId: resident!.id,
      productId: product!.id,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 365 * DAY),
    });
    learnerCookie = await signedIn('learner@demo.test');
    residentCookie = await signedIn('resident@demo.test');
    adminCookie = await signedIn('admin@demo.test');
    imLive = await imLiveOf(learnerCookie);
    residentImLive = await imLiveOf(residentCookie);
    const schedule = (
      await as(t.app, learnerCookie)({ method: 'GET', url: `/api/3.0/live/userproducts/${imLive}` })
    ).json() as LiveSchedule;
    onAir = schedule.sessions.find((s) => s.status === 'live')!.liveSessionId;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  test("a learner hears another's question, its votes, a staff answer and a hide, as they happen; staff hear who asked", async () => {
    const learner = await open(
      buildPath(E.events.path, { userProductId: imLive, liveSessionId: onAir }),
      learnerCookie,
    );
    const staff = await open(buildPath(E.staffEvents.path, { liveSessionId: onAir }), adminCookie);
    const resident = as(t.app, residentCookie);
    const text = `When is digoxin still used in atrial fibrillation? ${Date.now()}`;

    const asked = await resident({
      method: 'POST',
      url: buildPath(E.ask.path, { userProductId: residentImLive, liveSessionId: onAir }),
      payload: { text },
    });
    expect(asked.statusCode).toBe(201);
    const { questionId } = asked.json();
    type Learners = typeof liveQuestionEvent._output;
    type Staff = typeof staffLiveQuestionEvent._output;
    const isIt = (event: Learners | Staff) =>
      event.type === 'question' && event.question.questionId === questionId;

    const heard = await learner.next<Learners>(isIt);
    expect(liveQuestionEvent.safeParse(heard).success).toBe(true);
    expect(heard).toEqual({
      type: 'question',
      question: expect.objectContaining({ text, status: 'open', upvotes: 0, answer: null }),
    });
    // the same event for every learner: nobody's name, nor whether it is theirs
    expect(JSON.stringify(heard)).not.toMatch(/askedBy|mine|votedByMe|Rosa/);
    const staffHeard = await staff.next<Staff>(isIt);
    expect(staffLiveQuestionEvent.strict().safeParse(staffHeard).success).toBe(true);
    expect(staffHeard.question.askedBy).toMatchObject({
      name: 'Rosa Diaz',
      email: 'resident@demo.test',
    });

    await as(
      t.app,
      learnerCookie,
    )({
      method: 'PUT',
      url: buildPath(E.upvote.path, { userProductId: imLive, liveSessionId: onAir, questionId }),
    });
    expect(
      await learner.next<Learners>(
        (e) => isIt(e) && e.type === 'question' && e.question.upvotes === 1,
      ),
    ).toBeTruthy();

    await as(
      t.app,
      adminCookie,
    )({
      method: 'POST',
      url: buildPath(E.answer.path, { questionId }),
      payload: { answer: 'For rate control when blood pressure will not allow more.' },
    });
    const answered = await learner.next<Learners>(
      (e) => isIt(e) && e.type === 'question' && e.question.status === 'answered',
    );
    expect(answered).toMatchObject({
      question: { answer: 'For rate control when blood pressure will not allow more.' },
    });

    await as(t.app, adminCookie)({ method: 'POST', url: buildPath(E.hide.path, { questionId }) });
    expect(
      await learner.next<Learners>((e) => e.type === 'hidden' && e.questionId === questionId),
    ).toEqual({ type: 'hidden', questionId });
    expect(await staff.next<Staff>((e) => isIt(e) && e.question.status === 'hidden')).toBeTruthy();
  });

  test('closing the server ends the open streams instead of waiting for them', async () => {
    const learner = await open(
      buildPath(E.events.path, { userProductId: imLive, liveSessionId: onAir }),
      learnerCookie,
    );
    const started = Date.now();
    await t.app.close();
    await learner.done;
    expect(learner.ended()).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('an event stream', () => {
  test('leaves the hub when its client goes away', async () => {
    const hub = inProcessLiveHub();
    // (closing cuts every connection: the fetch client may keep a spare one open)
    const app = Fastify({ forceCloseConnections: true });
    app.get('/events', (request, reply) => openEventStream(request, reply, hub, 1, 'learners'));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const aborted = new AbortController();
      const response = await fetch(`${address}/events`, { signal: aborted.signal });
      const stream = eventStream(response);
      await waitFor(() => hub.size() === 1 && stream.frames.length === 1);
      aborted.abort();
      await waitFor(() => hub.size() === 0);
    } finally {
      hub.close();
      await app.close();
    }
  });
});
