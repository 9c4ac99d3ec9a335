import type {
  BookSectionLink,
  FlashCardLink,
  Interlink,
  TopicQuestionsLink,
  UserProduct,
} from '@boardready/contracts';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fcCards,
  fcNoteQuestions,
  fcNotes,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
  userProducts,
} from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

/** The interlinks both ways (spec §7, decision 1103): of a question, of a card, of a section. */

const questionOrCardUrl = (userProductId: number | string, id: number | string) =>
  `/api/2.0/interlink/userproductid/${userProductId}/qa/${id}`;
const sectionUrl = (userProductId: number, sectionId: string) =>
  `/api/2.0/interlink/userproductid/${userProductId}/corecontenttopic/${sectionId}`;

const ofKind = <K extends Interlink['kind']>(links: Interlink[], kind: K) =>
  links.filter((link): link is Extract<Interlink, { kind: K }> => link.kind === kind);

describe('interlinks of a question or a card (QA-31, decision 1103)', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;
  let peds: ReturnType<typeof as>;
  /** the IM learner's user products by catalogue code */
  let mine: Map<string, UserProduct>;
  let pedsProducts: Map<string, UserProduct>;
  /** an IM question that a card links to, the card's note naming a book section */
  let linked: { questionId: number; cardId: number; cardCode: string; bookSection: string };
  /** the leaf topic of that question */
  let topic: { id: number; code: string; name: string };

  const productsOf = async (caller: ReturnType<typeof as>) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p]),
    );
  const id = (code: string) => mine.get(code)!.userProductId;
  const get = async (url: string, caller = learner) => {
    const response = await caller({ method: 'GET', url });
    return { response, links: response.json() as Interlink[] };
  };
  /** Runs `check` while the learner's product `code` is expired, then restores it. */
  const whileExpired = async (code: string, check: () => Promise<void>) => {
    const set = (endsAt: Date) =>
      t.database.db
        .update(userProducts)
        .set({ endsAt })
        .where(eq(userProducts.id, id(code)));
    try {
      await set(new Date(Date.now() - 86_400_000));
      await check();
    } finally {
      await set(new Date(mine.get(code)!.endsAt));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    mine = await productsOf(learner);
    pedsProducts = await productsOf(peds);
    const db = t.database.db;
    const [row] = await db
      .select({
        questionId: fcNoteQuestions.questionId,
        cardId: fcCards.id,
        cardCode: fcNotes.code,
        bookSection: fcNotes.bookSection,
      })
      .from(fcNoteQuestions)
      .innerJoin(fcNotes, eq(fcNotes.id, fcNoteQuestions.noteId))
      .innerJoin(fcCards, and(eq(fcCards.noteId, fcNotes.id), eq(fcCards.ordinal, 1)))
      .innerJoin(qaQuestions, eq(qaQuestions.id, fcNoteQuestions.questionId))
      .where(
        and(
          like(fcNotes.code, 'IM-FC-%'),
          eq(fcNotes.kind, 'basic'),
          eq(fcNotes.status, 'published'),
          eq(qaQuestions.status, 'published'),
          isNotNull(fcNotes.bookSection),
        ),
      )
      .orderBy(asc(fcNotes.sortOrder))
      .limit(1);
    if (!row?.bookSection) throw new Error('the IM deck has no card linked to a question');
    linked = { ...row, bookSection: row.bookSection };
    const [tagged] = await db
      .select({ id: qaTopics.id, code: qaTopics.code, name: qaTopics.name })
      .from(qaQuestionTopics)
      .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
      .where(eq(qaQuestionTopics.questionId, linked.questionId))
      .limit(1);
    topic = tagged!;
  });
  afterAll(() => t.close());

  test('signed out: 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: questionOrCardUrl(id('IM-QA'), linked.questionId),
    });
    expect(response.statusCode).toBe(401);
  });

  test('[QA-31] a question: the book sections that teach it and the cards linked to it', async () => {
    const { response, links } = await get(questionOrCardUrl(id('IM-QA'), linked.questionId));
    expect(response.statusCode).toBe(200);

    const sections = ofKind(links, 'bookSection');
    // The section its card names, and every section on the question's topic, each once.
    expect(sections.map((s) => s.sectionId)).toContain(linked.bookSection);
    expect(new Set(sections.map((s) => s.sectionId)).size).toBe(sections.length);
    expect(sections[0]).toMatchObject<Partial<BookSectionLink>>({
      userProductId: id('IM-BOOK'),
      productName: mine.get('IM-BOOK')!.shortName,
    });
    expect(sections[0]!.sectionTitle).not.toBe('');
    expect(sections[0]!.chapterTitle).not.toBe('');

    const cards = ofKind(links, 'flashCard');
    expect(cards).toContainEqual<FlashCardLink>({
      kind: 'flashCard',
      userProductId: id('IM-FC'),
      productName: mine.get('IM-FC')!.shortName,
      cardId: linked.cardId,
      code: linked.cardCode,
      frontHtml: expect.stringMatching(/^</),
    });
    // A question's links are to sections and cards, never back to questions.
    expect(ofKind(links, 'topicQuestions')).toEqual([]);
  });

  test('[QA-31] a card: the book section its note names and practice on its questions', async () => {
    const { response, links } = await get(questionOrCardUrl(id('IM-FC'), linked.cardId));
    expect(response.statusCode).toBe(200);
    expect(ofKind(links, 'bookSection')).toEqual([
      expect.objectContaining({ userProductId: id('IM-BOOK'), sectionId: linked.bookSection }),
    ]);
    const practice = ofKind(links, 'topicQuestions');
    // The linked question's topic comes first, with what a session of it would hold.
    expect(practice[0]).toMatchObject<Partial<TopicQuestionsLink>>({
      userProductId: id('IM-QA'),
      productName: mine.get('IM-QA')!.shortName,
      coreContentTopicId: topic.id,
      topicName: topic.name,
    });
    expect(practice[0]!.questionCount).toBeGreaterThan(0);
    expect(ofKind(links, 'flashCard')).toEqual([]);
  });

  test('[QA-30] a book section lists the cards that name it beside its questions', async () => {
    const { response, links } = await get(sectionUrl(id('IM-BOOK'), linked.bookSection));
    expect(response.statusCode).toBe(200);
    expect(links[0]!.kind).toBe('topicQuestions');
    const cards = ofKind(links, 'flashCard');
    expect(cards.map((c) => c.cardId)).toContain(linked.cardId);
    expect(cards.every((c) => c.userProductId === id('IM-FC'))).toBe(true);
    // One link per note: a cloze note's first card stands for it, named with its number.
    const codes = cards.map((c) => c.code.replace(/#c\d+$/, ''));
    expect(new Set(codes).size).toBe(codes.length);
    for (const card of cards.filter((c) => c.code.includes('#c'))) {
      expect(card.code).toMatch(/#c1$/);
      expect(card.frontHtml).toMatch(/\[[^\]]*\]/);
      expect(card.frontHtml).not.toContain('{{c');
    }
  });

  test('unknown ids: 404 for a question or card that is not the product’s', async () => {
    const pedsQuestion = await t.database.db
      .select({ id: qaQuestions.id })
      .from(qaQuestions)
      .where(like(qaQuestions.code, 'PEDS-%'))
      .limit(1);
    const pedsCard = await t.database.db
      .select({ id: fcCards.id })
      .from(fcCards)
      .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
      .where(like(fcNotes.code, 'PEDS-FC-%'))
      .limit(1);
    const cases: [string, string][] = [
      [questionOrCardUrl(id('IM-QA'), 999_999), 'question_not_found'],
      // a question of another bank under this product
      [questionOrCardUrl(id('IM-QA'), pedsQuestion[0]!.id), 'question_not_found'],
      [questionOrCardUrl(id('IM-FC'), 999_999), 'card_not_found'],
      // a card of another deck under this product
      [questionOrCardUrl(id('IM-FC'), pedsCard[0]!.id), 'card_not_found'],
    ];
    for (const [url, code] of cases) {
      const response = await expectNothingWritten(
        t.database.db,
        () => learner({ method: 'GET', url }),
        404,
      );
      expect(response.json().error.code, url).toBe(code);
    }
  });

  test('a book or another kind of product: 404 not_a_question_or_card_product', async () => {
    for (const code of ['IM-BOOK', 'IM-SA']) {
      if (!mine.has(code)) continue;
      const { response } = await get(questionOrCardUrl(id(code), linked.questionId));
      expect(response.statusCode, code).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'not_a_question_or_card_product',
        message: 'This product has no questions or flash cards to link from.',
      });
    }
  });

  test("another learner's product: 404 product_not_found, nothing written", async () => {
    for (const code of ['PEDS-QA', 'PEDS-FC']) {
      const response = await expectNothingWritten(
        t.database.db,
        () =>
          learner({
            method: 'GET',
            url: questionOrCardUrl(pedsProducts.get(code)!.userProductId, linked.questionId),
          }),
        404,
      );
      expect(response.json().error.code).toBe('product_not_found');
    }
  });

  test('bad input: ids that are not whole numbers are a 400, nothing written', async () => {
    for (const url of [
      questionOrCardUrl(id('IM-QA'), 'abc'),
      questionOrCardUrl(id('IM-QA'), 0),
      questionOrCardUrl(id('IM-QA'), -3),
      questionOrCardUrl(id('IM-QA'), '1.5'),
      questionOrCardUrl('x', linked.questionId),
      questionOrCardUrl(id('IM-QA'), '99999999999999999999'),
    ]) {
      const response = await expectNothingWritten(
        t.database.db,
        () => learner({ method: 'GET', url }),
        400,
      );
      expect(response.json().error.code, url).toBe('validation_failed');
    }
  });

  test('a product that cannot be used now: 403 with the reason', async () => {
    await whileExpired('IM-QA', async () => {
      const { response } = await get(questionOrCardUrl(id('IM-QA'), linked.questionId));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'product_not_usable',
        message: 'This product has expired.',
      });
    });
  });

  test('nothing leaks: links lead only into products the caller can use now', async () => {
    const usable = new Set(
      [...mine.values()].filter((p) => p.isUsable).map((p) => p.userProductId),
    );
    for (const url of [
      questionOrCardUrl(id('IM-QA'), linked.questionId),
      questionOrCardUrl(id('IM-FC'), linked.cardId),
      sectionUrl(id('IM-BOOK'), linked.bookSection),
    ]) {
      const { links } = await get(url);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(usable, url).toContain(link.userProductId);
    }
    // Each kind of target goes when its product cannot be used.
    await whileExpired('IM-BOOK', async () => {
      const { links } = await get(questionOrCardUrl(id('IM-QA'), linked.questionId));
      expect(ofKind(links, 'bookSection')).toEqual([]);
      expect(ofKind(links, 'flashCard')).not.toEqual([]);
    });
    await whileExpired('IM-FC', async () => {
      const { links } = await get(questionOrCardUrl(id('IM-QA'), linked.questionId));
      expect(ofKind(links, 'flashCard')).toEqual([]);
      const section = await get(sectionUrl(id('IM-BOOK'), linked.bookSection));
      expect(ofKind(section.links, 'flashCard')).toEqual([]);
    });
    await whileExpired('IM-QA', async () => {
      const { links } = await get(questionOrCardUrl(id('IM-FC'), linked.cardId));
      expect(ofKind(links, 'topicQuestions')).toEqual([]);
      expect(ofKind(links, 'bookSection')).not.toEqual([]);
    });
  });

  test('[QA-31] the PEDS learner reaches their own question and card links, never the IM ones', async () => {
    const [pedsCard] = await t.database.db
      .select({ id: fcCards.id })
      .from(fcCards)
      .innerJoin(fcNotes, eq(fcNotes.id, fcCards.noteId))
      .where(and(like(fcNotes.code, 'PEDS-FC-%'), isNotNull(fcNotes.bookSection)))
      .limit(1);
    const { response, links } = await get(
      questionOrCardUrl(pedsProducts.get('PEDS-FC')!.userProductId, pedsCard!.id),
      peds,
    );
    expect(response.statusCode).toBe(200);
    const theirs = new Set([...pedsProducts.values()].map((p) => p.userProductId));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(theirs).toContain(link.userProductId);
  });
});
