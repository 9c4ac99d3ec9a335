import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import {
  buildPath,
  flashCardEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type QaSession,
  qaEndpoints,
  type StudyState,
} from '@boardready/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idempotencyKeys, memoryReviewLogs, qaSessionItems } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { bankIds, type QaClient, qaClient } from '../../test/qa-test-client';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { idempotencyKeyRepository } from './repository';
import { requestHash } from './service';

/** Idempotency-Keys on the players' writes (issue 30, decision 1704). */

const E = qaEndpoints;
const REPLAYED = 'idempotent-replayed';

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let trainee: QaClient;
let wrongKey: (questionId: number) => string;

const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** A fresh test-mode session of `who` in IM-QA: its answers change until it ends. */
async function testSession(who: QaClient): Promise<QaSession> {
  return who.createSession('IM-QA', { numberOfQuestions: 2, viewMode: 'test' });
}

async function selectedKey(session: QaSession, position = 1) {
  const [item] = await t.database.db
    .select({ selectedKey: qaSessionItems.selectedKey })
    .from(qaSessionItems)
    .where(
      and(eq(qaSessionItems.sessionId, session.qaSessionId), eq(qaSessionItems.position, position)),
    );
  return item?.selectedKey;
}

const keyRow = async (accountId: number, key: string) =>
  (
    await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)))
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'learner@demo.test');
  other = await qaClient(t, 'combo@demo.test');
  // the trainee's deck: new cards in a known order (as in flash-cards.test.ts)
  trainee = await qaClient(t, 'trainee@demo.test');
  ({ wrongKey } = await bankIds(t.database.db));
});
afterAll(() => t.close());

describe('Idempotency-Key on the players’ writes', () => {
  // First: each process purges at most once a minute, on its first keyed request.
  test('keys older than a day are purged', async () => {
    const keys = idempotencyKeyRepository(t.database.db);
    const old = {
      accountId: learner.accountId,
      key: randomUUID(),
      endpoint: 'PUT /x',
      requestHash: 'h',
    };
    expect(await keys.claim(old)).toBe(true);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, old.key));
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const answered = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'A' },
      headers: keyed(randomUUID()),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.settle();
    expect(await keyRow(learner.accountId, old.key)).toBeUndefined();
  });

  test('an answer sent twice with one key writes once; the retry gets the first answer', async () => {
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const questionId = session.items[0]!.questionId;
    const first = wrongKey(questionId);
    const second = first === 'A' ? 'B' : 'A';
    const key = randomUUID();
    // a note makes the answer longer than the compression threshold, whatever the question
    const noted = await learner.call(E.markQuestion, {
      params,
      body: { note: 'Recheck the murmur that radiates to the carotids. '.repeat(25) },
    });
    expect(noted.statusCode, noted.body).toBe(200);

    // compressed on its way out: the key keeps the JSON, not the brotli
    const sent = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: first },
      headers: { ...keyed(key), 'accept-encoding': 'br' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers[REPLAYED]).toBeUndefined();
    const sentJson = JSON.parse(brotliDecompressSync(sent.rawPayload).toString('utf8'));
    expect(await keyRow(learner.accountId, key)).toMatchObject({
      endpoint: `PUT ${E.answerQuestion.path}`,
      status: 200,
    });
    // the learner changes the answer; then the first request's retry arrives
    const changed = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: second },
      headers: keyed(randomUUID()),
    });
    expect(changed.json()).toMatchObject({ selectedKey: second });
    await t.settle();
    const retry = await expectNothingWritten(
      t.database.db,
      () =>
        learner.call(E.answerQuestion, {
          params,
          body: { choiceKey: first },
          headers: keyed(key.toUpperCase()),
        }),
      200,
    );
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(sentJson);
    // the retry did not write the first answer again over the second
    expect(await selectedKey(session)).toBe(second);
  });

  test('a refusal is kept and replayed too', async () => {
    const key = randomUUID();
    const params = { qaSessionId: 99_999_999, position: 1 };
    const refused = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'A' },
      headers: keyed(key),
    });
    expect(refused.statusCode).toBe(404);
    const again = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'A' },
      headers: keyed(key),
    });
    expect(again.statusCode).toBe(404);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  test('the same key with another body, or on another endpoint, is refused with 422 and writes nothing', async () => {
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const key = randomUUID();
    expect(
      (
        await learner.call(E.answerQuestion, {
          params,
          body: { choiceKey: 'A' },
          headers: keyed(key),
        })
      ).statusCode,
    ).toBe(200);
    await t.settle();
    for (const call of [
      () =>
        learner.call(E.answerQuestion, { params, body: { choiceKey: 'B' }, headers: keyed(key) }),
      () =>
        learner.call(E.answerQuestion, {
          params: { ...params, position: 2 },
          body: { choiceKey: 'A' },
          headers: keyed(key),
        }),
      () =>
        learner.call(E.markQuestion, { params, body: { bookmarked: true }, headers: keyed(key) }),
    ]) {
      const refused = await expectNothingWritten(t.database.db, call, 422);
      expect(refused.json().error).toEqual({
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was used for a different request.',
      });
    }
    expect(await selectedKey(session)).toBe('A');
  });

  test('the requestId of each sending is not part of the request', async () => {
    const deck = trainee.productId('IM-FC');
    const key = randomUUID();
    const send = () =>
      trainee.call(flashCardEndpoints.undoReview, {
        params: { userProductId: deck },
        query: { requestId: randomUUID() },
        body: {},
        headers: keyed(key),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBeLessThan(500);
    const again = await send();
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.statusCode).toBe(first.statusCode);
  });

  test('a key that is not a UUID is refused with 400 and writes nothing', async () => {
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    await t.settle();
    for (const bad of ['', 'abc', `${randomUUID()}x`, '12345678-1234-1234-1234-1234567890ag']) {
      const refused = await expectNothingWritten(
        t.database.db,
        () =>
          learner.call(E.answerQuestion, { params, body: { choiceKey: 'A' }, headers: keyed(bad) }),
        400,
      );
      expect(refused.json().error.code).toBe('invalid_idempotency_key');
    }
  });

  test('keys are per account: another learner’s same key makes their own write', async () => {
    const key = randomUUID();
    const mine = await testSession(learner);
    const theirs = await testSession(other);
    const a = await learner.call(E.answerQuestion, {
      params: { qaSessionId: mine.qaSessionId, position: 1 },
      body: { choiceKey: 'A' },
      headers: keyed(key),
    });
    const b = await other.call(E.answerQuestion, {
      params: { qaSessionId: theirs.qaSessionId, position: 1 },
      body: { choiceKey: 'B' },
      headers: keyed(key),
    });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(await selectedKey(mine)).toBe('A');
    expect(await selectedKey(theirs)).toBe('B');
    // and the other learner's key cannot replay the learner's session
    const peek = await other.call(E.answerQuestion, {
      params: { qaSessionId: mine.qaSessionId, position: 1 },
      body: { choiceKey: 'A' },
      headers: keyed(key),
    });
    expect(peek.statusCode).toBe(422);
  });

  test('a key in flight answers 409 with Retry-After; one left in flight over 10 s is taken over', async () => {
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    // the row a request with this body takes (its endpoint and hash), read from a completed one
    const done = randomUUID();
    await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'A' },
      headers: keyed(done),
    });
    const template = (await keyRow(learner.accountId, done))!;
    const key = randomUUID();
    const keys = idempotencyKeyRepository(t.database.db);
    expect(
      await keys.claim({
        accountId: learner.accountId,
        key,
        endpoint: template.endpoint,
        requestHash: template.requestHash,
      }),
    ).toBe(true);
    await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'B' },
      headers: keyed(randomUUID()),
    });
    await t.settle();

    const busy = await expectNothingWritten(
      t.database.db,
      () =>
        learner.call(E.answerQuestion, { params, body: { choiceKey: 'A' }, headers: keyed(key) }),
      409,
    );
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().error.code).toBe('idempotency_key_in_flight');
    expect(await selectedKey(session)).toBe('B');

    // its process died: after 10 s a retry runs the request
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '11 seconds'` })
      .where(eq(idempotencyKeys.key, key));
    const taken = await learner.call(E.answerQuestion, {
      params,
      body: { choiceKey: 'A' },
      headers: keyed(key),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers[REPLAYED]).toBeUndefined();
    expect(await selectedKey(session)).toBe('A');
    expect(await keyRow(learner.accountId, key)).toMatchObject({ status: 200 });
  });

  test('a flash-card review replayed returns the same study state and logs one review', async () => {
    const deck = trainee.productId('IM-FC');
    const params = { userProductId: deck };
    const study = async () =>
      (await trainee.call(flashCardEndpoints.study, { params })).json() as StudyState;
    const grade = (cardId: number, key: string, clientReviewId: string) =>
      trainee.call(flashCardEndpoints.review, {
        params,
        body: { cardId, rating: 3, clientReviewId, durationMs: 4200 },
        headers: keyed(key),
      });
    const card = (await study()).card!;
    const key = randomUUID();
    const reviewId = randomUUID();
    const first = await grade(card.cardId, key, reviewId);
    expect(first.statusCode, first.body).toBe(200);
    // the next card is graded before the retry of the first arrives
    const next = (first.json() as StudyState).card!;
    expect((await grade(next.cardId, randomUUID(), randomUUID())).statusCode).toBe(200);
    await t.settle();
    const retry = await expectNothingWritten(
      t.database.db,
      () => grade(card.cardId, key, reviewId),
      200,
    );
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const logs = await t.database.db
      .select({ id: memoryReviewLogs.id })
      .from(memoryReviewLogs)
      .where(eq(memoryReviewLogs.clientReviewId, reviewId));
    expect(logs).toHaveLength(1);
  });

  test('two sendings at once: one writes, the other waits its turn (409) or gets its answer', async () => {
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const key = randomUUID();
    const send = () =>
      learner.call(E.answerQuestion, { params, body: { choiceKey: 'B' }, headers: keyed(key) });
    const answers = await Promise.all([send(), send()]);
    const ran = answers.filter((a) => a.statusCode === 200 && !a.headers[REPLAYED]);
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== ran[0])) {
      if (answer.statusCode === 200) expect(answer.json()).toEqual(ran[0]!.json());
      else expect(answer.json().error.code).toBe('idempotency_key_in_flight');
    }
  });

  test('while staff assume a learner, the key is the learner’s: the learner’s retry replays it', async () => {
    const admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    expect(
      (await admin({ method: 'POST', url: `/api/2.0/assume/${learner.accountId}` })).statusCode,
    ).toBe(200);
    expect((await admin({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    const session = await testSession(learner);
    const params = { qaSessionId: session.qaSessionId, position: 1 };
    const key = randomUUID();
    const url = buildPath(E.markQuestion.path, params);
    const marked = await admin({
      method: 'PATCH',
      url,
      payload: { bookmarked: true },
      headers: keyed(key),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await keyRow(learner.accountId, key)).toMatchObject({ status: 200 });
    const retry = await learner.call(E.markQuestion, {
      params,
      body: { bookmarked: true },
      headers: keyed(key),
    });
    expect(retry.headers[REPLAYED]).toBe('true');
    expect(retry.json()).toEqual(marked.json());
  });

  test('without the header a write answers as before and keeps no key', async () => {
    const session = await testSession(learner);
    const [{ count: before }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(idempotencyKeys)) as [{ count: number }];
    for (const choiceKey of ['A', 'A']) {
      const answered = await learner.call(E.answerQuestion, {
        params: { qaSessionId: session.qaSessionId, position: 1 },
        body: { choiceKey },
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.headers[REPLAYED]).toBeUndefined();
    }
    const [{ count: after }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(idempotencyKeys)) as [{ count: number }];
    expect(after).toBe(before);
  });
});

describe('the request hash', () => {
  test('is one for one request, whatever the keys’ order or the requestId; another for another', () => {
    const hash = requestHash(
      { a: 1, b: 2 },
      { requestId: randomUUID(), q: 'x' },
      { c: [1, { d: 1, e: 2 }] },
    );
    expect(
      requestHash({ b: 2, a: 1 }, { q: 'x', requestId: randomUUID() }, { c: [1, { e: 2, d: 1 }] }),
    ).toBe(hash);
    expect(requestHash({ a: 1, b: 2 }, { q: 'x' }, { c: [{ d: 1, e: 2 }, 1] })).not.toBe(hash);
    expect(requestHash({ a: 1, b: 2 }, { q: 'y' }, { c: [1, { d: 1, e: 2 }] })).not.toBe(hash);
  });
});
