import type {
  BookContents,
  BookSection,
  Interlink,
  TopicQuestionsLink,
  UserProduct,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userProducts } from '../../db/schema';
import { databaseChecksum } from '../../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';

const contentsUrl = (id: number | string) => `/api/2.0/book/userproduct/${id}`;
const sectionUrl = (id: number | string, section: string) =>
  `/api/2.0/book/userproduct/${id}/section/${section}`;
const interlinksUrl = (id: number | string, section: string) =>
  `/api/2.0/interlink/userproductid/${id}/corecontenttopic/${section}`;

describe('book reader endpoints (decision 1001)', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;
  let peds: ReturnType<typeof as>;
  /** the IM learner's user products by catalogue code */
  let mine: Map<string, UserProduct>;
  let pedsBook: number;

  const productsOf = async (caller: ReturnType<typeof as>) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p]),
    );
  const imBook = () => mine.get('IM-BOOK')!.userProductId;
  const imQa = () => mine.get('IM-QA')!.userProductId;
  const setEndsAt = (userProductId: number, endsAt: Date) =>
    t.database.db.update(userProducts).set({ endsAt }).where(eq(userProducts.id, userProductId));

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    mine = await productsOf(learner);
    pedsBook = (await productsOf(peds)).get('PEDS-BOOK')!.userProductId;
  });
  afterAll(() => t.close());

  test('signed out: 401 on every book call', async () => {
    for (const url of [
      contentsUrl(imBook()),
      sectionUrl(imBook(), 'heart-failure'),
      interlinksUrl(imBook(), 'heart-failure'),
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  test('[ROUTE-45] the contents: the book title, its chapters and their sections in order', async () => {
    const response = await learner({ method: 'GET', url: contentsUrl(imBook()) });
    expect(response.statusCode).toBe(200);
    const contents = response.json() as BookContents;
    expect(contents.userProductId).toBe(imBook());
    expect(contents.title).toBe('Internal Medicine Board Review Study Guide');
    expect(contents.chapters.map((c) => c.id)).toEqual([
      'cardiology',
      'pulmonary-critical-care',
      'endocrinology',
      'nephrology',
    ]);
    expect(contents.chapters[0]!.sections[0]).toEqual({
      id: 'heart-failure',
      title: 'Heart failure',
    });
    // The contents carry titles only: the text comes a section at a time.
    expect(JSON.stringify(contents)).not.toContain('<p>');
  });

  test('a section: its text, its chapter, and the sections before and after it across chapters', async () => {
    const first = (
      await learner({ method: 'GET', url: sectionUrl(imBook(), 'heart-failure') })
    ).json() as BookSection;
    expect(first).toMatchObject({
      id: 'heart-failure',
      title: 'Heart failure',
      chapter: { id: 'cardiology', title: 'Cardiology' },
      previous: null,
      next: { id: 'coronary-artery-disease' },
    });
    expect(first.html).toMatch(/^<p>/);

    const contents = (
      await learner({ method: 'GET', url: contentsUrl(imBook()) })
    ).json() as BookContents;
    const [cardiology, pulmonary] = contents.chapters;
    const lastOfChapter = cardiology!.sections.at(-1)!;
    const crossing = (
      await learner({ method: 'GET', url: sectionUrl(imBook(), lastOfChapter.id) })
    ).json() as BookSection;
    expect(crossing.next).toEqual(pulmonary!.sections[0]);

    const lastSection = contents.chapters.at(-1)!.sections.at(-1)!;
    const last = (
      await learner({ method: 'GET', url: sectionUrl(imBook(), lastSection.id) })
    ).json() as BookSection;
    expect(last.next).toBeNull();
  });

  test('bad input: a section id that is not a slug is a 400; an unknown one a 404', async () => {
    const bad = await learner({ method: 'GET', url: sectionUrl(imBook(), 'Heart_Failure') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const badProduct = await learner({ method: 'GET', url: contentsUrl('abc') });
    expect(badProduct.statusCode).toBe(400);
    const unknown = await learner({ method: 'GET', url: sectionUrl(imBook(), 'no-such-section') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'section_not_found',
      message: 'There is no such section in this book.',
    });
    const links = await learner({ method: 'GET', url: interlinksUrl(imBook(), 'no-such-section') });
    expect(links.statusCode).toBe(404);
  });

  test("another learner's book, or a product that is not a book: 404, nothing written", async () => {
    const checksum = databaseChecksum(t.database.db);
    const before = await checksum.take();
    for (const url of [
      contentsUrl(pedsBook),
      sectionUrl(pedsBook, 'neonatal-hyperbilirubinemia'),
      interlinksUrl(pedsBook, 'neonatal-hyperbilirubinemia'),
    ]) {
      const response = await learner({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('product_not_found');
    }
    const notABook = await learner({ method: 'GET', url: contentsUrl(imQa()) });
    expect(notABook.statusCode).toBe(404);
    expect(notABook.json().error).toMatchObject({
      code: 'not_a_book',
      message: 'This product is not a book.',
    });
    expect(await checksum.take()).toEqual(before);
  });

  test('an expired or not yet started book: 403 with the reason', async () => {
    const endsAt = mine.get('IM-BOOK')!.endsAt;
    try {
      await setEndsAt(imBook(), new Date(Date.now() - 86_400_000));
      const expired = await learner({ method: 'GET', url: sectionUrl(imBook(), 'heart-failure') });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error).toMatchObject({
        code: 'product_not_usable',
        message: 'This product has expired.',
      });
    } finally {
      await setEndsAt(imBook(), new Date(endsAt));
    }
    expect((await learner({ method: 'GET', url: contentsUrl(imBook()) })).statusCode).toBe(200);
  });

  test('[QA-30] interlinks of a section: its bank topics in the Q&A products the learner can use', async () => {
    const response = await learner({
      method: 'GET',
      url: interlinksUrl(imBook(), 'heart-failure'),
    });
    expect(response.statusCode).toBe(200);
    // The section's cards come after its questions (decision 1103: interlinks.test.ts).
    const links = (response.json() as Interlink[]).filter(
      (link): link is TopicQuestionsLink => link.kind === 'topicQuestions',
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      userProductId: imQa(),
      productName: mine.get('IM-QA')!.shortName,
      topicName: 'Heart failure',
    });
    expect(links[0]!.questionCount).toBeGreaterThan(0);

    // The link makes a session of that topic's questions (spec §7, QA-40/41), a 3.0 call.
    await learner({ method: 'POST', url: '/api/3.0/auth/session', headers: JSON_HEADERS });
    const created = await learner({
      method: 'POST',
      url: `/api/3.0/qa/sessions/userproducts/${links[0]!.userProductId}/corecontenttopics/${links[0]!.coreContentTopicId}`,
      headers: JSON_HEADERS,
      payload: {},
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const { qaSessionId } = created.json() as { qaSessionId: number };
    const session = (
      await learner({ method: 'GET', url: `/api/2.0/qa/session/${qaSessionId}` })
    ).json() as { numberOfQuestions: number; name: string };
    expect(session.numberOfQuestions).toBe(links[0]!.questionCount);
    expect(session.name).toBe('Heart failure');
  });

  test('[QA-45] no interlinks without a usable Q&A product of the bank: an empty list', async () => {
    const endsAt = mine.get('IM-QA')!.endsAt;
    try {
      await setEndsAt(imQa(), new Date(Date.now() - 86_400_000));
      const response = await learner({
        method: 'GET',
        url: interlinksUrl(imBook(), 'heart-failure'),
      });
      expect(response.statusCode).toBe(200);
      const links = response.json() as Interlink[];
      expect(links.filter((link) => link.kind === 'topicQuestions')).toEqual([]);
    } finally {
      await setEndsAt(imQa(), new Date(endsAt));
    }
  });
});
