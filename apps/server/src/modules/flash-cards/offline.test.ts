import { randomUUID } from 'node:crypto';
import type {
  CardInfo,
  OfflineDeck,
  StudyCard,
  StudyState,
  UserProduct,
} from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, memoryItems, memoryReviewLogs } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

/** Flash cards offline (issue 30, decision 1705): today's cards as a pack, grades given offline. */

const deckUrl = (id: number | string) => `/api/3.0/fc/userproducts/${id}`;
const offlineUrl = (id: number | string) => `${deckUrl(id)}/offline`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Caller = ReturnType<typeof as>;

describe('flash cards offline', () => {
  let t: TestApp;
  let learner: Caller; // Alex Rivera: three IM cards forgotten yesterday, due now
  let trainee: Caller; // an IM deck not studied yet
  let peds: Caller; // one PEDS card forgotten three hours ago
  let learnerDeck: number;
  let traineeDeck: number;
  let traineeQa: number;
  let pedsDeck: number;

  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const study = async (caller: Caller, deck: number) => {
    const response = await caller({ method: 'GET', url: `${deckUrl(deck)}/study` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudyState;
  };
  /** The pack, proving it wrote nothing. */
  const offline = async (caller: Caller, deck: number) => {
    const response = await expectNothingWritten(
      t.database.db,
      () => caller({ method: 'GET', url: offlineUrl(deck) }),
      200,
    );
    return response.json() as OfflineDeck;
  };
  const grade = (
    caller: Caller,
    deck: number,
    cardId: number,
    rating: number,
    extra: { reviewedAt?: string; clientReviewId?: string } = {},
  ) =>
    caller({
      method: 'POST',
      url: `${deckUrl(deck)}/reviews`,
      payload: { cardId, rating, clientReviewId: randomUUID(), durationMs: 3000, ...extra },
    });
  const info = async (caller: Caller, deck: number, cardId: number) =>
    (await caller({ method: 'GET', url: `${deckUrl(deck)}/cards/${cardId}` })).json() as CardInfo;
  /** A card as the player shows it, without what each call fuzzes afresh (the next intervals). */
  const shown = ({ intervals: _, due: _due, ...card }: StudyCard & { due?: string | null }) => card;
  const logsOf = (email: string, cardId: number) =>
    t.database.db
      .select({ rating: memoryReviewLogs.rating, reviewedAt: memoryReviewLogs.reviewedAt })
      .from(memoryReviewLogs)
      .innerJoin(memoryItems, eq(memoryItems.id, memoryReviewLogs.itemId))
      .innerJoin(accounts, eq(accounts.id, memoryItems.accountId))
      .where(and(eq(memoryItems.cardId, cardId), eq(accounts.email, email)))
      .orderBy(memoryReviewLogs.id);

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    trainee = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    for (const caller of [learner, trainee, peds]) {
      expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    }
    learnerDeck = (await productsOf(learner)).get('IM-FC')!;
    const traineeProducts = await productsOf(trainee);
    traineeDeck = traineeProducts.get('IM-FC')!;
    traineeQa = traineeProducts.get('IM-QA')!;
    pedsDeck = (await productsOf(peds)).get('PEDS-FC')!;
  });
  afterAll(() => t.close());

  describe('GET api/3.0/fc/userproducts/{id}/offline', () => {
    test('today’s cards in the study queue’s order: its first card and its counts', async () => {
      const now = await study(learner, learnerDeck);
      const pack = await offline(learner, learnerDeck);
      expect(pack.counts).toEqual(now.counts);
      expect(shown(pack.cards[0]!)).toEqual(shown(now.card!));
      // the three cards forgotten yesterday, then today's twenty new ones
      expect(pack.cards.map((card) => card.state)).toEqual([
        ...Array(3).fill('learning'),
        ...Array(20).fill('new'),
      ]);
      expect(pack.cards.slice(0, 3).every((card) => Date.parse(card.due!) <= Date.now())).toBe(
        true,
      );
      expect(pack.cards.slice(3).every((card) => card.due === null)).toBe(true);
      expect(Date.parse(pack.dayEnd)).toBeGreaterThan(Date.now());
      expect(Date.parse(pack.dayEnd)).toBeLessThanOrEqual(Date.now() + DAY);
    });

    test('reviews soonest due first within the daily limit, new cards after, learning cards due later today last', async () => {
      const cards: number[] = [];
      for (const rating of [1, 4, 4, 4]) {
        const card = (await study(trainee, traineeDeck)).card!;
        expect((await grade(trainee, traineeDeck, card.cardId, rating)).statusCode).toBe(200);
        cards.push(card.cardId);
      }
      const [again, ...easy] = cards as [number, number, number, number];
      // the three cards graded Easy come due: hours apart, before now
      for (const [cardId, hoursAgo] of [
        [easy[0], 1],
        [easy[1], 3],
        [easy[2], 2],
      ] as const) {
        await t.database.db
          .update(memoryItems)
          .set({ due: new Date(Date.now() - hoursAgo * HOUR) })
          .where(eq(memoryItems.cardId, cardId));
      }
      // the card forgotten waits its next step, later today
      await t.database.db
        .update(memoryItems)
        .set({ due: new Date(Date.now() + HOUR / 2) })
        .where(eq(memoryItems.cardId, again));
      const limited = await trainee({
        method: 'PUT',
        url: '/api/3.0/memory/settings',
        payload: { maxReviewsPerDay: 2 },
      });
      expect(limited.statusCode).toBe(200);

      const now = await study(trainee, traineeDeck);
      const pack = await offline(trainee, traineeDeck);
      expect(pack.counts).toEqual({ new: 16, learning: 0, review: 2 });
      expect(pack.counts).toEqual(now.counts);
      expect(shown(pack.cards[0]!)).toEqual(shown(now.card!));
      const ids = pack.cards.map((card) => card.cardId);
      expect(ids.slice(0, 2)).toEqual([easy[1], easy[2]]);
      expect(ids).not.toContain(easy[0]);
      expect(pack.cards.slice(2, 18).every((card) => card.state === 'new')).toBe(true);
      expect(ids.slice(18)).toEqual([again]);
      expect(pack.cards).toHaveLength(19);
      expect(Date.parse(pack.cards[18]!.due!)).toBeGreaterThan(Date.now());
    });

    test('another learner’s deck, a Q&A product and bad ids are refused as the study call refuses them', async () => {
      for (const [caller, deck, status] of [
        [peds, traineeDeck, 404],
        [trainee, traineeQa, 404],
        [trainee, 99_999_999, 404],
        [trainee, 'abc', 400],
        [trainee, '0', 400],
      ] as const) {
        const refused = await expectNothingWritten(
          t.database.db,
          () => caller({ method: 'GET', url: offlineUrl(deck) }),
          status,
        );
        const asStudy = await caller({ method: 'GET', url: `${deckUrl(deck)}/study` });
        expect(refused.json().error.code).toBe(asStudy.json().error.code);
      }
    });
  });

  describe('a grade given offline (reviewedAt)', () => {
    test('more than a week old or not a moment with its offset: 400, nothing written', async () => {
      const card = (await study(peds, pedsDeck)).card!;
      for (const [reviewedAt, message] of [
        [new Date(Date.now() - 8 * DAY).toISOString(), /days ago/],
        ['2026-11-30T09:15:00', /offset/],
        ['yesterday', /offset/],
      ] as const) {
        const refused = await expectNothingWritten(
          t.database.db,
          () => grade(peds, pedsDeck, card.cardId, 3, { reviewedAt }),
          400,
        );
        const { error } = refused.json();
        // the moment's form is the contract's to check; its range, the grade's
        expect(error.code).toBe(
          message.source === 'offset' ? ErrorCode.validationFailed : ErrorCode.reviewedAtOutOfRange,
        );
        expect(error.fields.reviewedAt).toMatch(message);
      }
    });

    test('a grade of two hours ago is scheduled and logged at that moment; sent again, written once', async () => {
      const card = (await study(peds, pedsDeck)).card!;
      expect(card.state).toBe('learning');
      const reviewedAt = new Date(Date.now() - 2 * HOUR);
      const clientReviewId = randomUUID();
      const body = { reviewedAt: reviewedAt.toISOString(), clientReviewId };
      const first = await grade(peds, pedsDeck, card.cardId, 3, body);
      expect(first.statusCode, first.body).toBe(200);
      const history = (await info(peds, pedsDeck, card.cardId)).history;
      expect(history.at(-1)).toMatchObject({
        reviewedAt: reviewedAt.toISOString(),
        rating: 3,
        state: 'learning',
      });
      const [item] = await t.database.db
        .select({ lastReview: memoryItems.lastReview })
        .from(memoryItems)
        .where(inArray(memoryItems.cardId, [card.cardId]));
      expect(item?.lastReview?.toISOString()).toBe(reviewedAt.toISOString());

      const again = await grade(peds, pedsDeck, card.cardId, 3, body);
      expect(again.statusCode).toBe(200);
      expect((await logsOf('peds@demo.test', card.cardId)).length).toBe(history.length);
    });

    test("a moment ahead of the server's clock (a fast device clock) is taken as now", async () => {
      const card = (await study(peds, pedsDeck)).card!;
      const before = Date.now();
      const ahead = new Date(before + 10 * 60_000).toISOString();
      const graded = await grade(peds, pedsDeck, card.cardId, 3, { reviewedAt: ahead });
      expect(graded.statusCode, graded.body).toBe(200);
      const last = (await info(peds, pedsDeck, card.cardId)).history.at(-1)!;
      expect(Date.parse(last.reviewedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(last.reviewedAt)).toBeLessThanOrEqual(Date.now());
    });

    test('graded on another device since: 409 card_reviewed_since and nothing written; the same review again still answers 200', async () => {
      const card = (await offline(trainee, traineeDeck)).cards.find((c) => c.state === 'new')!;
      const offlineId = randomUUID();
      const earlier = new Date(Date.now() - 30 * 60_000).toISOString();
      // the offline grade is accepted first, then another device grades the card now
      const accepted = await grade(trainee, traineeDeck, card.cardId, 1, {
        reviewedAt: earlier,
        clientReviewId: offlineId,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await t.database.db
        .update(memoryItems)
        .set({ due: new Date(Date.now() - 60_000) })
        .where(eq(memoryItems.cardId, card.cardId));
      expect((await grade(trainee, traineeDeck, card.cardId, 3)).statusCode).toBe(200);

      // a grade given offline before that one arrives: the later grade stands
      const refused = await expectNothingWritten(
        t.database.db,
        () =>
          grade(trainee, traineeDeck, card.cardId, 4, {
            reviewedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          }),
        409,
      );
      expect(refused.json().error).toEqual({
        code: ErrorCode.cardReviewedSince,
        message: 'This card was graded on another device since; that grade stands.',
      });
      // the first offline grade sent again is the same review: answered, not written twice
      const resent = await grade(trainee, traineeDeck, card.cardId, 1, {
        reviewedAt: earlier,
        clientReviewId: offlineId,
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect((await logsOf('trainee@demo.test', card.cardId)).map((l) => l.rating)).toEqual([1, 3]);
    });
  });
});
