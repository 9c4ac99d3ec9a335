import { randomUUID } from 'node:crypto';
import type {
  CardInfo,
  DeckOverview,
  MemorySettings,
  StudyState,
  UserProduct,
} from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, memoryItems, memoryReviewLogs, qaTopics } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const deckUrl = (id: number | string) => `/api/3.0/fc/userproducts/${id}`;
const studyUrl = (id: number | string) => `${deckUrl(id)}/study`;
const reviewUrl = (id: number | string) => `${deckUrl(id)}/reviews`;
const undoUrl = (id: number | string) => `${deckUrl(id)}/reviews/undo`;
const cardUrl = (id: number | string, cardId: number) => `${deckUrl(id)}/cards/${cardId}`;
const SETTINGS_URL = '/api/3.0/memory/settings';

type Caller = ReturnType<typeof as>;

describe('flash-card study (issue 24)', () => {
  let t: TestApp;
  let learner: Caller;
  let peds: Caller;
  let imDeck: number;
  let imQa: number;
  let pedsDeck: number;

  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const study = async (caller: Caller, deck: number, query = '') => {
    const response = await caller({ method: 'GET', url: `${studyUrl(deck)}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudyState;
  };
  const grade = (caller: Caller, deck: number, cardId: number, rating: number, id = randomUUID()) =>
    caller({
      method: 'POST',
      url: reviewUrl(deck),
      payload: { cardId, rating, clientReviewId: id, durationMs: 4200 },
    });
  /** The grades of a card by the learner of these tests (the demo learners graded some too). */
  const logsOf = (cardId: number) =>
    t.database.db
      .select({ rating: memoryReviewLogs.rating })
      .from(memoryReviewLogs)
      .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
      .innerJoin(accounts, eq(accounts.id, memoryItems.accountId))
      .where(and(eq(memoryItems.cardId, cardId), eq(accounts.email, 'trainee@demo.test')));

  beforeAll(async () => {
    t = await createTestApp();
    // the trainee's deck: the demo learner's has cards due (seed/demo-memory.ts)
    learner = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    // the 3.0 calls come after the 3.0 authentication step (spec §7)
    for (const caller of [learner, peds]) {
      expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    }
    const mine = await productsOf(learner);
    imDeck = mine.get('IM-FC')!;
    imQa = mine.get('IM-QA')!;
    pedsDeck = (await productsOf(peds)).get('PEDS-FC')!;
  });
  afterAll(() => t.close());

  test('the deck: its topics with their cards, and today’s new cards within the daily limit', async () => {
    const response = await learner({ method: 'GET', url: deckUrl(imDeck) });
    expect(response.statusCode).toBe(200);
    const deck = response.json() as DeckOverview;
    expect(deck.title).toBe('Internal Medicine Flash Cards');
    expect(deck.topics.map((topic) => topic.name)).toContain('Cardiology');
    // a topic shows the new cards it would give today: all of them, up to the daily limit
    expect(
      deck.topics.every((topic) => topic.total > 0 && topic.new === Math.min(topic.total, 20)),
    ).toBe(true);
    expect(deck.counts).toEqual({ new: 20, learning: 0, review: 0 });
    expect(deck.settings).toEqual({
      desiredRetention: 0.9,
      newCardsPerDay: 20,
      maxReviewsPerDay: 200,
      timeZone: 'UTC',
    });
  });

  test('a session starts with the first new card and shows the next interval of each grade', async () => {
    const state = await study(learner, imDeck);
    expect(state.card?.code).toBe('IM-FC-0001');
    expect(state.card?.state).toBe('new');
    expect(state.card?.intervals[1]).toBe(60);
    expect(state.card?.intervals[3]).toBeLessThan(state.card!.intervals[4]);
    expect(state.canUndo).toBe(false);
  });

  test('grading Good keeps the card in learning, logs the review and moves on', async () => {
    const first = (await study(learner, imDeck)).card!;
    const response = await grade(learner, imDeck, first.cardId, 3);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json() as StudyState;
    expect(state.card?.cardId).not.toBe(first.cardId);
    expect(state.counts.new).toBe(19);
    expect(state.canUndo).toBe(true);
    expect(await logsOf(first.cardId)).toEqual([{ rating: 3 }]);
    const [item] = await t.database.db
      .select({ state: memoryItems.state })
      .from(memoryItems)
      .where(eq(memoryItems.cardId, first.cardId));
    expect(item?.state).toBe('learning');
  });

  test('the deck screen counts as the player does: learning cards due now, today’s limits over the whole deck', async () => {
    const learningTopics = async () => {
      const deck = (await learner({ method: 'GET', url: deckUrl(imDeck) })).json() as DeckOverview;
      return {
        header: deck.counts,
        learning: deck.topics.reduce((sum, topic) => sum + topic.learning, 0),
        newest: Math.max(...deck.topics.map((topic) => topic.new)),
      };
    };
    // the card graded Good above waits ten minutes: due later today, not now
    const waiting = await learningTopics();
    expect(waiting.header.learning).toBe(0);
    expect(waiting.learning).toBe(0);
    // no topic offers more new cards than the deck has left today (one was introduced)
    expect(waiting.newest).toBeLessThanOrEqual(19);
    await t.database.db
      .update(memoryItems)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(eq(memoryItems.state, 'learning'));
    const due = await learningTopics();
    expect(due.header.learning).toBeGreaterThan(0);
    expect(due.learning).toBeGreaterThanOrEqual(due.header.learning);
    await t.database.db
      .update(memoryItems)
      .set({ due: new Date(Date.now() + 600_000) })
      .where(eq(memoryItems.state, 'learning'));
  });

  test('a review sent twice is written once and answered the same way', async () => {
    const card = (await study(learner, imDeck)).card!;
    const id = randomUUID();
    const once = await grade(learner, imDeck, card.cardId, 4, id);
    const twice = await grade(learner, imDeck, card.cardId, 4, id);
    expect(once.statusCode).toBe(200);
    expect(twice.statusCode).toBe(200);
    // the same state (the next card's intervals are fuzzed afresh at each call's moment)
    const { card: onceCard, ...onceRest } = once.json() as StudyState;
    const { card: twiceCard, ...twiceRest } = twice.json() as StudyState;
    expect(twiceRest).toEqual(onceRest);
    expect(twiceCard?.cardId).toBe(onceCard?.cardId);
    expect(await logsOf(card.cardId)).toEqual([{ rating: 4 }]);
  });

  test('a card graded Easy is not due again today: grading it again is refused, nothing written', async () => {
    const card = (await study(learner, imDeck)).card!;
    expect((await grade(learner, imDeck, card.cardId, 4)).statusCode).toBe(200);
    const refused = await expectNothingWritten(
      t.database.db,
      () => grade(learner, imDeck, card.cardId, 3),
      409,
    );
    expect(refused.json().error.code).toBe('card_not_due');
  });

  test('a started card graded twice at once is written once: the later grade is refused, or answered as the first when it is the same review', async () => {
    const card = (await study(learner, imDeck)).card!;
    expect((await grade(learner, imDeck, card.cardId, 1)).statusCode).toBe(200);
    // two different grades read the same state; the one written second sees the card changed
    const both = await Promise.all([
      grade(learner, imDeck, card.cardId, 4),
      grade(learner, imDeck, card.cardId, 4),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await logsOf(card.cardId)).toEqual([{ rating: 1 }, { rating: 4 }]);

    const other = (await study(learner, imDeck)).card!;
    expect((await grade(learner, imDeck, other.cardId, 1)).statusCode).toBe(200);
    const id = randomUUID();
    const twice = await Promise.all([
      grade(learner, imDeck, other.cardId, 3, id),
      grade(learner, imDeck, other.cardId, 3, id),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await logsOf(other.cardId)).toEqual([{ rating: 1 }, { rating: 3 }]);
  });

  test('undo takes back the last grade: the card comes back as it was', async () => {
    const card = (await study(learner, imDeck)).card!;
    await grade(learner, imDeck, card.cardId, 1);
    const response = await learner({ method: 'POST', url: undoUrl(imDeck) });
    expect(response.statusCode).toBe(200);
    const state = response.json() as StudyState;
    expect(state.card?.cardId).toBe(card.cardId);
    expect(state.card?.state).toBe('new');
    expect(await logsOf(card.cardId)).toEqual([]);
  });

  test('card info: the memory state FSRS keeps and every grade; nothing for others', async () => {
    const card = (await study(learner, imDeck)).card!;
    const fresh = (
      await learner({ method: 'GET', url: cardUrl(imDeck, card.cardId) })
    ).json() as CardInfo;
    expect(fresh).toMatchObject({ state: 'new', due: null, difficulty: null, history: [] });
    await grade(learner, imDeck, card.cardId, 4);
    const response = await learner({ method: 'GET', url: cardUrl(imDeck, card.cardId) });
    expect(response.statusCode).toBe(200);
    const info = response.json() as CardInfo;
    expect(info.state).toBe('review');
    expect(info.difficulty).toBeGreaterThanOrEqual(1);
    expect(info.stability).toBeGreaterThan(0);
    expect(info.retrievability).toBeGreaterThan(0.9);
    expect(info.history).toHaveLength(1);
    expect(info.history[0]).toMatchObject({ rating: 4, state: 'new', durationMs: 4200 });
    expect(info.history[0]!.intervalDays).toBeGreaterThanOrEqual(1);
    expect((await peds({ method: 'GET', url: cardUrl(imDeck, card.cardId) })).statusCode).toBe(404);
    expect((await learner({ method: 'GET', url: cardUrl(imDeck, 999_999) })).statusCode).toBe(404);
  });

  test('bad grades and bodies are refused with 400 and write nothing', async () => {
    const card = (await study(learner, imDeck)).card!;
    for (const payload of [
      { cardId: card.cardId, rating: 5, clientReviewId: randomUUID(), durationMs: 10 },
      { cardId: card.cardId, rating: 0, clientReviewId: randomUUID(), durationMs: 10 },
      { cardId: card.cardId, rating: '3', clientReviewId: randomUUID(), durationMs: 10 },
      { cardId: card.cardId, rating: 3, clientReviewId: 'not-a-uuid', durationMs: 10 },
      { cardId: card.cardId, rating: 3, clientReviewId: randomUUID(), durationMs: -1 },
      { cardId: card.cardId, rating: 3, clientReviewId: randomUUID() },
    ]) {
      await expectNothingWritten(
        t.database.db,
        () => learner({ method: 'POST', url: reviewUrl(imDeck), payload }),
        400,
      );
    }
  });

  test('unknown cards, another deck’s cards and another learner’s product are refused', async () => {
    const pedsCard = (await study(peds, pedsDeck)).card!;
    for (const [caller, url, payload, status] of [
      [learner, reviewUrl(imDeck), { cardId: 999_999 }, 404],
      [learner, reviewUrl(imDeck), { cardId: pedsCard.cardId }, 404],
      [peds, reviewUrl(imDeck), { cardId: pedsCard.cardId }, 404],
      [learner, reviewUrl(imQa), { cardId: pedsCard.cardId }, 404],
    ] as const) {
      await expectNothingWritten(
        t.database.db,
        () =>
          caller({
            method: 'POST',
            url,
            payload: { ...payload, rating: 3, clientReviewId: randomUUID(), durationMs: 10 },
          }),
        status,
      );
    }
    expect((await peds({ method: 'GET', url: deckUrl(imDeck) })).statusCode).toBe(404);
    expect((await learner({ method: 'GET', url: studyUrl(imQa) })).json().error.code).toBe(
      'not_a_flash_card_product',
    );
  });

  test('suspend and bury take a card out of the session; a flag stays on it', async () => {
    const first = (await study(learner, imDeck)).card!;
    const suspended = await learner({
      method: 'PATCH',
      url: cardUrl(imDeck, first.cardId),
      payload: { suspended: true },
    });
    expect(suspended.statusCode).toBe(200);
    const second = (suspended.json() as StudyState).card!;
    expect(second.cardId).not.toBe(first.cardId);
    const buried = await learner({
      method: 'PATCH',
      url: cardUrl(imDeck, second.cardId),
      payload: { buried: true, flagged: true },
    });
    expect((buried.json() as StudyState).card?.cardId).not.toBe(second.cardId);
    const [item] = await t.database.db
      .select({ flagged: memoryItems.flagged, buriedUntil: memoryItems.buriedUntil })
      .from(memoryItems)
      .where(eq(memoryItems.cardId, second.cardId));
    expect(item?.flagged).toBe(true);
    expect(item?.buriedUntil?.getTime()).toBeGreaterThan(Date.now());
    // taken back, the suspended card is the next new card again
    await learner({
      method: 'PATCH',
      url: cardUrl(imDeck, first.cardId),
      payload: { suspended: false },
    });
    expect((await study(learner, imDeck)).card?.cardId).toBe(first.cardId);
    await expectNothingWritten(
      t.database.db,
      () =>
        learner({
          method: 'PATCH',
          url: cardUrl(imDeck, first.cardId),
          payload: { buried: false },
        }),
      400,
    );
  });

  test('a topic narrows the session to its cards; a topic of another bank is refused', async () => {
    const [thyroid] = await t.database.db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(eq(qaTopics.code, 'thyroid-disease'));
    const state = await study(learner, imDeck, `?topicId=${thyroid!.id}`);
    expect(state.card?.topics.map((topic) => topic.id)).toContain(thyroid!.id);
    const [pedsTopic] = await t.database.db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(and(eq(qaTopics.code, 'neonatal-jaundice')));
    if (pedsTopic) {
      const refused = await learner({
        method: 'GET',
        url: `${studyUrl(imDeck)}?topicId=${pedsTopic.id}`,
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  test('settings: retention 0.70–0.97 and daily limits; no new cards a day ends the new work', async () => {
    const defaults = (await peds({ method: 'GET', url: SETTINGS_URL })).json() as MemorySettings;
    expect(defaults.desiredRetention).toBe(0.9);
    for (const payload of [
      { desiredRetention: 0.5 },
      { desiredRetention: 0.99 },
      { newCardsPerDay: -1 },
      { timeZone: 'Mars/Olympus' },
      { other: 1 },
    ]) {
      await expectNothingWritten(
        t.database.db,
        () => peds({ method: 'PUT', url: SETTINGS_URL, payload }),
        400,
      );
    }
    const saved = await peds({
      method: 'PUT',
      url: SETTINGS_URL,
      payload: { desiredRetention: 0.85, newCardsPerDay: 0, timeZone: 'America/Chicago' },
    });
    expect(saved.json()).toEqual({
      desiredRetention: 0.85,
      newCardsPerDay: 0,
      maxReviewsPerDay: 200,
      timeZone: 'America/Chicago',
    });
    const state = await study(peds, pedsDeck);
    expect(state.counts.new).toBe(0);
    // the card the demo learner forgot earlier is still to learn; no new card comes
    expect(state.card?.state).toBe('learning');
    // the learner's own settings are untouched
    expect(
      ((await learner({ method: 'GET', url: SETTINGS_URL })).json() as MemorySettings).timeZone,
    ).toBe('UTC');
  });
});
