import { randomUUID } from 'node:crypto';
import type { BrowsePage, StudyState, UserProduct } from '@boardready/contracts';
import { REVIEW_CSV_COLUMNS } from '@boardready/contracts/flash-card-browse-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fcDecks, qaTopics } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { browseRepository } from './browse-repository';

const deckUrl = (id: number | string) => `/api/3.0/fc/userproducts/${id}`;
const browseUrl = (id: number | string, query = '') => `${deckUrl(id)}/browse${query}`;
const csvUrl = (id: number | string) => `${deckUrl(id)}/reviews.csv`;

type Caller = ReturnType<typeof as>;

describe('flash-card browser and review-log export (issue 24)', () => {
  let t: TestApp;
  let learner: Caller;
  let resident: Caller;
  let peds: Caller;
  let imDeck: number;
  let imQa: number;
  let residentDeck: number;
  let pedsDeck: number;
  /** the learner's grades: a card in learning (Good), one in review (Easy) */
  let learning: number;
  let reviewed: number;

  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const browse = async (caller: Caller, deck: number, query = '') => {
    const response = await caller({ method: 'GET', url: browseUrl(deck, query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BrowsePage;
  };
  const grade = async (caller: Caller, deck: number, rating: number) => {
    const state = (
      await caller({ method: 'GET', url: `${deckUrl(deck)}/study` })
    ).json() as StudyState;
    const response = await caller({
      method: 'POST',
      url: `${deckUrl(deck)}/reviews`,
      payload: {
        cardId: state.card!.cardId,
        rating,
        clientReviewId: randomUUID(),
        durationMs: 3100,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return state.card!.cardId;
  };
  const change = (caller: Caller, deck: number, cardId: number, payload: object) =>
    caller({ method: 'PATCH', url: `${browseUrl(deck)}/${cardId}`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    resident = as(t.app, await signIn(t.app, 'resident@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    for (const caller of [learner, resident, peds]) {
      expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    }
    const mine = await productsOf(learner);
    imDeck = mine.get('IM-FC')!;
    imQa = mine.get('IM-QA')!;
    residentDeck = (await productsOf(resident)).get('IM-FC')!;
    pedsDeck = (await productsOf(peds)).get('PEDS-FC')!;
    learning = await grade(learner, imDeck, 3);
    reviewed = await grade(learner, imDeck, 4);
  });
  afterAll(() => t.close());

  test('every card of the deck, a page at a time, in the deck’s order; never studied is new', async () => {
    const first = await browse(learner, imDeck, '?sort=created');
    expect(first.total).toBeGreaterThan(239);
    expect(first.pageSize).toBe(50);
    expect(first.cards).toHaveLength(50);
    expect(first.cards[0]).toMatchObject({ code: 'IM-FC-0001', state: 'learning', reps: 1 });
    const second = await browse(learner, imDeck, '?sort=created&page=2&pageSize=50');
    expect(second.cards[0]!.code).not.toBe(first.cards[0]!.code);
    const seen = new Set([...first.cards, ...second.cards].map((card) => card.cardId));
    expect(seen.size).toBe(100);
    const fresh = second.cards[0]!;
    expect(fresh).toMatchObject({ state: 'new', due: null, difficulty: null, intervalDays: null });
    expect(fresh.topics.length).toBeGreaterThan(0);
    const last = Math.ceil(first.total / 50);
    expect((await browse(learner, imDeck, `?sort=created&page=${last}`)).cards.length).toBe(
      first.total - (last - 1) * 50,
    );
    expect((await browse(learner, imDeck, `?page=${last + 1}`)).cards).toEqual([]);
  });

  test('a card’s state, due date, interval, difficulty and stability; sorted by due, the studied come first', async () => {
    const page = await browse(learner, imDeck, '?sort=due');
    const [soonest, next] = page.cards;
    expect(soonest).toMatchObject({ cardId: learning, state: 'learning', intervalDays: 0 });
    expect(next).toMatchObject({ cardId: reviewed, state: 'review', reps: 1, lapses: 0 });
    expect(next!.intervalDays).toBeGreaterThanOrEqual(1);
    expect(next!.stability).toBeGreaterThan(0);
    expect(next!.difficulty).toBeGreaterThanOrEqual(1);
    expect(Date.parse(next!.due!)).toBeGreaterThan(Date.parse(soonest!.due!));
    const descending = await browse(learner, imDeck, '?sort=due&order=desc');
    expect(descending.cards[0]!.cardId).toBe(reviewed);
    expect(descending.cards.at(-1)!.state).toBe('new');
    const hardest = await browse(learner, imDeck, '?sort=difficulty');
    expect(hardest.cards.slice(0, 2).map((card) => card.state)).not.toContain('new');
  });

  test('filters: state, due today, topic; they combine', async () => {
    expect((await browse(learner, imDeck, '?state=learning')).cards.map((c) => c.cardId)).toEqual([
      learning,
    ]);
    expect((await browse(learner, imDeck, '?state=review')).cards.map((c) => c.cardId)).toEqual([
      reviewed,
    ]);
    const all = await browse(learner, imDeck);
    expect((await browse(learner, imDeck, '?state=new')).total).toBe(all.total - 2);
    expect((await browse(learner, imDeck, '?due=today')).cards.map((c) => c.cardId)).toEqual([
      learning,
    ]);
    expect((await browse(learner, imDeck, '?due=overdue')).total).toBe(0);
    const [thyroid] = await t.database.db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(eq(qaTopics.code, 'thyroid-disease'));
    const inTopic = await browse(learner, imDeck, `?topicId=${thyroid!.id}&pageSize=100`);
    expect(inTopic.total).toBeGreaterThan(0);
    expect(inTopic.total).toBeLessThan(all.total);
    expect(inTopic.cards.every((card) => card.topics.some((t) => t.id === thyroid!.id))).toBe(true);
    expect((await browse(learner, imDeck, `?topicId=${thyroid!.id}&state=review`)).total).toBe(0);
  });

  test('search: words of the card in any case, its code, a cloze deletion’s code; the markup is not searched', async () => {
    const byWord = await browse(learner, imDeck, '?q=SILDENAFIL');
    expect(byWord.cards.map((card) => card.code)).toEqual(
      expect.arrayContaining(['IM-FC-0012#c1', 'IM-FC-0012#c2']),
    );
    expect(
      byWord.cards.every((card) =>
        /sildenafil/i.test(card.frontHtml + card.backHtml + (card.extraHtml ?? '')),
      ),
    ).toBe(true);
    const byCode = await browse(learner, imDeck, '?q=im-fc-0012');
    expect(byCode.cards.map((card) => card.code)).toEqual(['IM-FC-0012#c1', 'IM-FC-0012#c2']);
    const oneDeletion = await browse(learner, imDeck, `?q=${encodeURIComponent('IM-FC-0012#c2')}`);
    expect(oneDeletion.cards).toHaveLength(1);
    expect(oneDeletion.cards[0]!.frontHtml).toContain('[...]');
    expect((await browse(learner, imDeck, '?q=%3Cp%3E')).total).toBe(0);
    // the search's own wildcards are letters
    expect((await browse(learner, imDeck, '?q=%25%25_')).total).toBe(0);
    expect((await browse(learner, imDeck, '?q=zzzz-no-such-words')).cards).toEqual([]);
  });

  test('suspend, flag, bury and unbury from the browser; each shows in its filter', async () => {
    const [card] = (await browse(learner, imDeck, '?state=new&pageSize=1')).cards;
    const id = card!.cardId;
    const suspended = await change(learner, imDeck, id, { suspended: true, flagged: true });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      cardId: id,
      suspended: true,
      flagged: true,
      state: 'new',
    });
    expect((await browse(learner, imDeck, '?suspended=true')).cards.map((c) => c.cardId)).toEqual([
      id,
    ]);
    expect((await browse(learner, imDeck, '?flagged=true')).cards.map((c) => c.cardId)).toEqual([
      id,
    ]);
    expect(
      (await browse(learner, imDeck, '?suspended=false')).cards.map((c) => c.cardId),
    ).not.toContain(id);
    const restored = (
      await change(learner, imDeck, id, { suspended: false, flagged: false })
    ).json();
    expect(restored).toMatchObject({ suspended: false, flagged: false });

    expect((await change(learner, imDeck, id, { buried: true })).json()).toMatchObject({
      buried: true,
    });
    expect((await browse(learner, imDeck, '?buried=true')).cards.map((c) => c.cardId)).toEqual([
      id,
    ]);
    const state = (
      await learner({ method: 'GET', url: `${deckUrl(imDeck)}/study` })
    ).json() as StudyState;
    expect(state.card?.cardId).not.toBe(id);
    expect((await change(learner, imDeck, id, { buried: false })).json()).toMatchObject({
      buried: false,
    });
    expect((await browse(learner, imDeck, '?buried=true')).total).toBe(0);
  });

  test('?cardId= opens one card; a card of another deck is not there', async () => {
    const one = await browse(learner, imDeck, `?cardId=${reviewed}`);
    expect(one.cards.map((card) => card.cardId)).toEqual([reviewed]);
    const pedsCard = (await browse(peds, pedsDeck, '?pageSize=1')).cards[0]!;
    expect((await browse(learner, imDeck, `?cardId=${pedsCard.cardId}`)).cards).toEqual([]);
  });

  test('another learner of the same deck sees their own states only; another’s deck is refused', async () => {
    const theirs = await browse(resident, residentDeck, `?cardId=${reviewed}`);
    expect(theirs.cards[0]).toMatchObject({ state: 'new', reps: 0, flagged: false, due: null });
    expect((await browse(resident, residentDeck, '?state=new')).total).toBe(
      (await browse(resident, residentDeck)).total,
    );
    for (const url of [browseUrl(imDeck), csvUrl(imDeck)]) {
      const refused = await peds({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('product_not_found');
    }
    await expectNothingWritten(
      t.database.db,
      () => change(peds, imDeck, reviewed, { flagged: true }),
      404,
    );
    const notADeck = await learner({ method: 'GET', url: browseUrl(imQa) });
    expect(notADeck.statusCode).toBe(404);
    expect(notADeck.json().error.code).toBe('not_a_flash_card_product');
  });

  test('bad filters, sorts, pages and changes are refused with 400; unknown cards and topics with 404', async () => {
    for (const query of [
      '?sort=random',
      '?order=up',
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?pageSize=101',
      '?pageSize=0',
      '?state=suspended',
      '?flagged=yes',
      '?due=tomorrow',
      '?topicId=abc',
      '?cardId=0',
      `?q=${'x'.repeat(101)}`,
      '?other=1',
    ]) {
      const response = await learner({ method: 'GET', url: browseUrl(imDeck, query) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_failed');
    }
    const [pedsTopic] = await t.database.db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(eq(qaTopics.code, 'neonatal-jaundice'));
    if (pedsTopic) {
      const refused = await learner({
        method: 'GET',
        url: browseUrl(imDeck, `?topicId=${pedsTopic.id}`),
      });
      expect(refused.statusCode).toBe(404);
    }
    for (const payload of [{}, { buried: 'yes' }, { suspended: 1 }, { other: true }]) {
      await expectNothingWritten(
        t.database.db,
        () => change(learner, imDeck, reviewed, payload),
        400,
      );
    }
    const unknown = await expectNothingWritten(
      t.database.db,
      () => change(learner, imDeck, 999_999, { flagged: true }),
      404,
    );
    expect(unknown.json().error.code).toBe('card_not_found');
  });

  test('the review log as CSV: an attachment with a header and a row per grade, the caller’s only', async () => {
    const response = await learner({ method: 'GET', url: csvUrl(imDeck) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="IM-FC-review-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(REVIEW_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows).toHaveLength(2);
    const [good, easy] = rows;
    expect(good!.slice(0, 6)).toEqual(['IM-FC-0001', good![1], '3', 'Good', 'new', 'learning']);
    expect(new Date(good![1]!).toISOString()).toBe(good![1]);
    expect(easy!.slice(2, 6)).toEqual(['4', 'Easy', 'new', 'review']);
    expect(Number(easy![7])).toBeGreaterThanOrEqual(1);
    expect(Number(easy![8])).toBeGreaterThan(0);
    expect(easy![10]).toBe('3100');
    // the same deck for another learner: their own log, empty
    const theirs = await resident({ method: 'GET', url: csvUrl(residentDeck) });
    expect(theirs.body).toBe(`${REVIEW_CSV_COLUMNS.join(',')}\r\n`);
  });

  test('a deck of 20 000 cards: a search with a sort finds its cards a page at a time', async () => {
    const db = t.database.db;
    const [im] = await db.select().from(fcDecks).where(eq(fcDecks.code, 'im'));
    const [big] = await db
      .insert(fcDecks)
      .values({ code: 'synthetic-browse', title: 'Synthetic', specialty: 'IM', bankId: im!.bankId })
      .returning({ id: fcDecks.id });
    await db.execute(sql`insert into fc_notes (deck_id, code, version, status, kind, front_html, back_html, content_hash, source_file, sort_order)
      select ${big!.id}, 'SY-FC-' || lpad(n::text, 5, '0'), 1, 'published', 'basic',
        '<p>Synthetic question ' || n || ' about <strong>topic ' || (n % 97) || '</strong></p>',
        '<p>Answer ' || n || '</p>', md5(n::text), 'synthetic.yaml', n
      from generate_series(1, 20000) as n`);
    await db.execute(sql`insert into fc_cards (note_id, ordinal, deck_id, status, sort_order)
      select id, 1, deck_id, 'published', sort_order from fc_notes where deck_id = ${big!.id}`);
    const repo = browseRepository(db);
    const now = new Date();
    const filter = {
      accountId: 1,
      deckId: big!.id,
      now,
      dayStart: now,
      dayEnd: now,
      text: 'topic 42',
    };
    // how fast is the bench's business (never a timed assertion here): this checks the answer
    const [total, rows] = [await repo.count(filter), await repo.page(filter, 'due', 'asc', 50, 0)];
    expect(total).toBe(206);
    expect(rows).toHaveLength(50);
  });
});
