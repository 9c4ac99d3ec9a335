import type {
  BookHighlight,
  BookSearchResults,
  ReadingProgress,
  ReadingSummary,
  UserProduct,
} from '@boardready/contracts';
import { MAX_BOOK_NOTE_LENGTH } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookHighlights, bookSectionTexts, userProducts } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { findContentDir, loadBooks } from './book-content';
import { sectionText, syncSearchIndex } from './search-index';

const base = (id: number | string) => `/api/3.0/books/userproducts/${id}`;
const progressUrl = (id: number | string) => `${base(id)}/progress`;
const searchUrl = (id: number | string, q: string) =>
  `${base(id)}/search?q=${encodeURIComponent(q)}`;
const allSearchUrl = (q: string) => `/api/3.0/books/search?q=${encodeURIComponent(q)}`;
const highlightsUrl = (id: number | string) => `${base(id)}/highlights`;
const highlightUrl = (id: number | string, highlightId: number | string) =>
  `${highlightsUrl(id)}/${highlightId}`;

type Caller = ReturnType<typeof as>;

describe('book study: progress, search, highlights (issue 24)', () => {
  let t: TestApp;
  let learner: Caller;
  let peds: Caller;
  let combo: Caller;
  let imBook: number;
  let imQa: number;
  let pedsBook: number;
  /** the IM book's first section's text, as the reader renders it */
  let heartFailureText: string;

  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const highlight = (caller: Caller, book: number, payload: object) =>
    caller({ method: 'POST', url: highlightsUrl(book), payload });
  const listHighlights = async (caller: Caller, book: number) => {
    const response = await caller({ method: 'GET', url: highlightsUrl(book) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { highlights: BookHighlight[] }).highlights;
  };

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    combo = as(t.app, await signIn(t.app, 'combo@demo.test'));
    // the 3.0 calls come after the 3.0 authentication step (spec §7)
    for (const caller of [learner, peds, combo]) {
      expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    }
    const mine = await productsOf(learner);
    imBook = mine.get('IM-BOOK')!;
    imQa = mine.get('IM-QA')!;
    pedsBook = (await productsOf(peds)).get('PEDS-BOOK')!;
    const books = await loadBooks(findContentDir(import.meta.dirname));
    const im = books.find((b) => b.code === 'im')!;
    heartFailureText = sectionText(im.chapters[0]!.sections[0]!.body);
  });
  afterAll(() => t.close());

  test('signed out: 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/3.0/books/progress'],
      ['GET', progressUrl(imBook)],
      ['PUT', progressUrl(imBook)],
      ['GET', searchUrl(imBook, 'heart')],
      ['GET', allSearchUrl('heart')],
      ['GET', highlightsUrl(imBook)],
      ['POST', highlightsUrl(imBook)],
      ['PATCH', highlightUrl(imBook, 1)],
      ['DELETE', highlightUrl(imBook, 1)],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('reading progress', () => {
    test('none at first: no place, nothing read', async () => {
      const response = await learner({ method: 'GET', url: progressUrl(imBook) });
      expect(response.statusCode).toBe(200);
      const progress = response.json() as ReadingProgress;
      expect(progress).toMatchObject({
        userProductId: imBook,
        lastSectionId: null,
        readSectionIds: [],
        percentRead: 0,
      });
      expect(progress.sectionCount).toBe(14);
    });

    test('opening a section keeps the place; finishing it counts it read, once', async () => {
      const put = (sectionId: string, finished?: boolean) =>
        learner({
          method: 'PUT',
          url: progressUrl(imBook),
          payload: finished === undefined ? { sectionId } : { sectionId, finished },
        });
      let response = await put('heart-failure');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ lastSectionId: 'heart-failure', readSectionIds: [] });

      await put('heart-failure', true);
      await put('heart-failure', true);
      response = await put('coronary-artery-disease', true);
      const progress = response.json() as ReadingProgress;
      expect(progress.lastSectionId).toBe('coronary-artery-disease');
      // In reading order, each once; 2 of 14 sections is 14 %.
      expect(progress.readSectionIds).toEqual(['heart-failure', 'coronary-artery-disease']);
      expect(progress.percentRead).toBe(14);

      // Going back keeps what was read.
      response = await put('heart-failure');
      expect(response.json()).toMatchObject({
        lastSectionId: 'heart-failure',
        readSectionIds: ['heart-failure', 'coronary-artery-disease'],
      });
      await put('coronary-artery-disease');
    });

    test('My Products: every book product of the learner with its progress', async () => {
      const response = await learner({ method: 'GET', url: '/api/3.0/books/progress' });
      expect(response.statusCode).toBe(200);
      const { books } = response.json() as { books: ReadingSummary[] };
      expect(books).toEqual([
        {
          userProductId: imBook,
          lastSectionId: 'coronary-artery-disease',
          lastSectionTitle: 'Coronary artery disease and acute coronary syndromes',
          sectionsRead: 2,
          sectionCount: 14,
          percentRead: 14,
        },
      ]);
      // Another learner's list holds only their own books, untouched.
      const theirs = (await peds({ method: 'GET', url: '/api/3.0/books/progress' })).json() as {
        books: ReadingSummary[];
      };
      expect(theirs.books.map((b) => b.userProductId)).toEqual([pedsBook]);
      expect(theirs.books[0]).toMatchObject({ lastSectionId: null, sectionsRead: 0 });
    });

    test('bad input: an unknown section, a section id that is not a slug, a bad body: 4xx, nothing written', async () => {
      const unknown = await expectNothingWritten(
        t.database.db,
        () =>
          learner({ method: 'PUT', url: progressUrl(imBook), payload: { sectionId: 'no-such' } }),
        404,
      );
      expect(unknown.json().error.code).toBe('section_not_found');
      for (const payload of [
        { sectionId: 'Heart Failure' },
        { sectionId: 'heart-failure', finished: 'yes' },
        { sectionId: 'heart-failure', extra: 1 },
        {},
      ]) {
        const bad = await expectNothingWritten(
          t.database.db,
          () => learner({ method: 'PUT', url: progressUrl(imBook), payload }),
          400,
        );
        expect(bad.json().error.code).toBe('validation_failed');
      }
    });

    test("another learner's book, a product that is not a book: 404, nothing written", async () => {
      for (const [url, method, payload] of [
        [progressUrl(pedsBook), 'GET', undefined],
        [progressUrl(pedsBook), 'PUT', { sectionId: 'neonatal-hyperbilirubinemia' }],
      ] as const) {
        const response = await expectNothingWritten(
          t.database.db,
          () => learner({ method, url, ...(payload ? { payload } : {}) }),
          404,
        );
        expect(response.json().error.code).toBe('product_not_found');
      }
      const notABook = await expectNothingWritten(
        t.database.db,
        () =>
          learner({
            method: 'PUT',
            url: progressUrl(imQa),
            payload: { sectionId: 'heart-failure' },
          }),
        404,
      );
      expect(notABook.json().error.code).toBe('not_a_book');
    });
  });

  describe('search', () => {
    test('within a book: the best sections first, each with its chapter and a snippet whose matches are marked', async () => {
      const response = await learner({
        method: 'GET',
        url: searchUrl(imBook, 'natriuretic peptide'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { hits } = response.json() as BookSearchResults;
      expect(hits.length).toBeGreaterThan(0);
      expect(hits[0]).toMatchObject({
        userProductId: imBook,
        bookTitle: 'Internal Medicine Board Review Study Guide',
        sectionId: 'heart-failure',
        sectionTitle: 'Heart failure',
        chapterTitle: 'Cardiology',
      });
      const matches = hits[0]!.snippet
        .filter((part) => part.match)
        .map((p) => p.text.toLowerCase());
      expect(matches.some((m) => m.startsWith('natriuretic'))).toBe(true);
      // Text only: no tags, no entities, no marks of the database's own.
      const all = hits.flatMap((hit) => hit.snippet.map((part) => part.text)).join('');
      expect(all).not.toMatch(/[<>\uE000\uE001]|&[a-z]+;/);
    });

    test('words of neighbouring table cells stay apart; a phrase and an excluded word work as on the web', async () => {
      // "Cautions" sits in a header cell right after another: still a word of its own.
      const cells = (
        await learner({ method: 'GET', url: searchUrl(imBook, 'cautions') })
      ).json() as BookSearchResults;
      expect(cells.hits.map((h) => h.sectionId)).toContain('heart-failure');
      const phrase = (
        await learner({ method: 'GET', url: searchUrl(imBook, '"heart failure" -zzzz') })
      ).json() as BookSearchResults;
      expect(phrase.hits[0]?.sectionId).toBe('heart-failure');
    });

    test('no match, or only words too common to search for: no hits', async () => {
      for (const q of ['xylophonist', 'the and of']) {
        const response = await learner({ method: 'GET', url: searchUrl(imBook, q) });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ hits: [] });
      }
    });

    test("across the learner's books: each book they can use now, one product each", async () => {
      const response = await combo({ method: 'GET', url: allSearchUrl('vaccine') });
      expect(response.statusCode).toBe(200);
      const { hits } = response.json() as BookSearchResults;
      const titles = new Set(hits.map((h) => h.bookTitle));
      expect(titles.size).toBeGreaterThan(1);
      const comboBooks = [...(await productsOf(combo)).entries()]
        .filter(([code]) => code.endsWith('-BOOK'))
        .map(([, id]) => id);
      expect(hits.every((h) => comboBooks.includes(h.userProductId))).toBe(true);

      // The IM learner finds only the IM book, never another learner's.
      const mine = (
        await learner({ method: 'GET', url: allSearchUrl('vaccine') })
      ).json() as BookSearchResults;
      expect(new Set(mine.hits.map((h) => h.userProductId))).toEqual(new Set([imBook]));
    });

    test('bad input: an empty or over-long query is a 400; another learner’s book a 404', async () => {
      for (const url of [
        searchUrl(imBook, '   '),
        searchUrl(imBook, 'x'.repeat(201)),
        `${base(imBook)}/search`,
      ]) {
        const response = await learner({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
      }
      const foreign = await learner({ method: 'GET', url: searchUrl(pedsBook, 'jaundice') });
      expect(foreign.statusCode).toBe(404);
    });

    test('an expired book is left out of the search across books and refused on its own', async () => {
      const [row] = await t.database.db
        .select({ endsAt: userProducts.endsAt })
        .from(userProducts)
        .where(eq(userProducts.id, imBook));
      try {
        await t.database.db
          .update(userProducts)
          .set({ endsAt: new Date(Date.now() - 86_400_000) })
          .where(eq(userProducts.id, imBook));
        const all = await learner({ method: 'GET', url: allSearchUrl('heart') });
        expect(all.json()).toEqual({ hits: [] });
        const one = await learner({ method: 'GET', url: searchUrl(imBook, 'heart') });
        expect(one.statusCode).toBe(403);
      } finally {
        await t.database.db
          .update(userProducts)
          .set({ endsAt: row!.endsAt })
          .where(eq(userProducts.id, imBook));
      }
    });
  });

  describe('highlights and notes', () => {
    const words = (text: string, from: number, to: number) => text.slice(from, to);

    test('highlight words of a section, with or without a note; listed in reading order with their quote', async () => {
      const start = heartFailureText.indexOf('Heart failure is a clinical syndrome');
      const created = await highlight(learner, imBook, {
        sectionId: 'heart-failure',
        start,
        end: start + 'Heart failure is a clinical syndrome'.length,
        note: '  Definition: symptoms + signs.  ',
      });
      expect(created.statusCode, created.body).toBe(201);
      const first = created.json() as BookHighlight;
      expect(first).toMatchObject({
        sectionId: 'heart-failure',
        sectionTitle: 'Heart failure',
        chapterTitle: 'Cardiology',
        quote: 'Heart failure is a clinical syndrome',
        note: 'Definition: symptoms + signs.',
        range: { start, end: start + 36 },
      });

      const later = await highlight(learner, imBook, {
        sectionId: 'coronary-artery-disease',
        start: 0,
        end: 20,
      });
      expect(later.statusCode).toBe(201);
      expect(later.json().note).toBeNull();
      const earlier = heartFailureText.indexOf('Echocardiography');
      await highlight(learner, imBook, {
        sectionId: 'heart-failure',
        start: earlier,
        end: earlier + 'Echocardiography'.length,
        note: '',
      });

      const listed = await listHighlights(learner, imBook);
      expect(listed.map((h) => [h.sectionId, h.quote])).toEqual([
        ['heart-failure', 'Heart failure is a clinical syndrome'],
        ['heart-failure', 'Echocardiography'],
        ['coronary-artery-disease', words(listed[2]!.quote, 0, 20)],
      ]);
      expect(listed[1]!.note).toBeNull();
    });

    test('edit a note, take it away, delete the highlight', async () => {
      const [first] = await listHighlights(learner, imBook);
      const edited = await learner({
        method: 'PATCH',
        url: highlightUrl(imBook, first!.highlightId),
        payload: { note: 'Symptoms and signs of a cardiac cause.' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ note: 'Symptoms and signs of a cardiac cause.' });
      const cleared = await learner({
        method: 'PATCH',
        url: highlightUrl(imBook, first!.highlightId),
        payload: { note: null },
      });
      expect(cleared.json().note).toBeNull();

      const removed = await learner({
        method: 'DELETE',
        url: highlightUrl(imBook, first!.highlightId),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ highlightId: first!.highlightId });
      expect((await listHighlights(learner, imBook)).map((h) => h.highlightId)).not.toContain(
        first!.highlightId,
      );
      const again = await learner({
        method: 'DELETE',
        url: highlightUrl(imBook, first!.highlightId),
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe('highlight_not_found');
    });

    test('bad input: outside the text, blank text, an unknown section, an over-long note: 4xx, nothing written', async () => {
      const length = heartFailureText.length;
      const cases: [object, number, string][] = [
        [
          { sectionId: 'heart-failure', start: length - 2, end: length + 5 },
          400,
          'highlight_not_in_text',
        ],
        [{ sectionId: 'heart-failure', start: 10, end: 10 }, 400, 'validation_failed'],
        [{ sectionId: 'heart-failure', start: -1, end: 10 }, 400, 'validation_failed'],
        [{ sectionId: 'heart-failure', start: 1.5, end: 10 }, 400, 'validation_failed'],
        [{ sectionId: 'no-such-section', start: 0, end: 10 }, 404, 'section_not_found'],
        [
          {
            sectionId: 'heart-failure',
            start: 0,
            end: 10,
            note: 'x'.repeat(MAX_BOOK_NOTE_LENGTH + 1),
          },
          400,
          'validation_failed',
        ],
        [{ sectionId: 'heart-failure', start: 0, end: 10, color: 'red' }, 400, 'validation_failed'],
      ];
      // A run of white space only (between two paragraphs) is no highlight.
      const gap = heartFailureText.indexOf('. ') + 1;
      cases.push([
        { sectionId: 'heart-failure', start: gap, end: gap + 1 },
        400,
        'highlight_not_in_text',
      ]);
      for (const [payload, status, code] of cases) {
        const response = await expectNothingWritten(
          t.database.db,
          () => highlight(learner, imBook, payload),
          status,
        );
        expect(response.json().error.code, JSON.stringify(payload)).toBe(code);
      }
      const [some] = await listHighlights(learner, imBook);
      const longNote = await expectNothingWritten(
        t.database.db,
        () =>
          learner({
            method: 'PATCH',
            url: highlightUrl(imBook, some!.highlightId),
            payload: { note: 'x'.repeat(MAX_BOOK_NOTE_LENGTH + 1) },
          }),
        400,
      );
      expect(longNote.json().error.fields).toBeDefined();
    });

    test("another learner's highlights are never read, changed or removed", async () => {
      const [mine] = await listHighlights(learner, imBook);
      const id = mine!.highlightId;
      const start = 0;
      const theirs = await highlight(peds, pedsBook, {
        sectionId: 'neonatal-hyperbilirubinemia',
        start,
        end: 15,
        note: 'private',
      });
      expect(theirs.statusCode).toBe(201);
      const theirId = (theirs.json() as BookHighlight).highlightId;

      // Through their own book: the highlight id of someone else is no highlight of theirs.
      for (const [method, payload] of [
        ['PATCH', { note: 'mine now' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await expectNothingWritten(
          t.database.db,
          () => peds({ method, url: highlightUrl(pedsBook, id), ...(payload ? { payload } : {}) }),
          404,
        );
        expect(response.json().error.code).toBe('highlight_not_found');
      }
      // Through the other learner's book: 404 for the product, nothing said of the highlight.
      for (const [method, url] of [
        ['GET', highlightsUrl(pedsBook)],
        ['PATCH', highlightUrl(pedsBook, theirId)],
        ['DELETE', highlightUrl(pedsBook, theirId)],
        ['POST', highlightsUrl(pedsBook)],
      ] as const) {
        const response = await expectNothingWritten(
          t.database.db,
          () =>
            learner({
              method,
              url,
              ...(method === 'PATCH'
                ? { payload: { note: 'x' } }
                : method === 'POST'
                  ? { payload: { sectionId: 'neonatal-hyperbilirubinemia', start: 0, end: 5 } }
                  : {}),
            }),
          404,
        );
        expect(response.json().error.code).toBe('product_not_found');
      }
      expect(JSON.stringify(await listHighlights(learner, imBook))).not.toContain('private');
      const [stored] = await t.database.db
        .select({ note: bookHighlights.note })
        .from(bookHighlights)
        .where(eq(bookHighlights.id, theirId));
      expect(stored!.note).toBe('private');
    });

    test('a section whose text changed: the highlight moves with its words, or lists with its quote alone', async () => {
      const listedBefore = await listHighlights(learner, imBook);
      const echo = listedBefore.find((h) => h.quote === 'Echocardiography')!;
      const [stored] = await t.database.db
        .select()
        .from(bookHighlights)
        .where(eq(bookHighlights.id, echo.highlightId));
      // The text it was made in changed: its words moved by ten characters.
      await t.database.db
        .update(bookHighlights)
        .set({
          sectionHash: 'an-older-text',
          startOffset: stored!.startOffset - 10,
          endOffset: stored!.endOffset - 10,
        })
        .where(eq(bookHighlights.id, echo.highlightId));
      let listed = await listHighlights(learner, imBook);
      expect(listed.find((h) => h.highlightId === echo.highlightId)!.range).toEqual(echo.range);

      // Its words are gone from the text: still listed, with its quote, placed nowhere.
      await t.database.db
        .update(bookHighlights)
        .set({ quote: 'Words the section no longer has' })
        .where(eq(bookHighlights.id, echo.highlightId));
      listed = await listHighlights(learner, imBook);
      expect(listed.find((h) => h.highlightId === echo.highlightId)).toMatchObject({
        quote: 'Words the section no longer has',
        range: null,
        sectionTitle: 'Heart failure',
      });
    });
  });

  test('the search index follows the books: a changed section rewritten, a removed one gone, an unchanged release writes nothing', async () => {
    const books = await loadBooks(findContentDir(import.meta.dirname));
    expect(await syncSearchIndex(t.database.db, books)).toEqual({ written: 0, removed: 0 });
    const changed = structuredClone(books);
    const im = changed.find((b) => b.code === 'im')!;
    im.chapters[0]!.sections[0]!.body = '<p>Zygomatic quokkas only.</p>';
    // the book's last section: the others keep their place in the reading order
    im.chapters.at(-1)!.sections.pop();
    try {
      expect(await syncSearchIndex(t.database.db, changed)).toEqual({ written: 1, removed: 1 });
      const hits = (
        await learner({ method: 'GET', url: searchUrl(imBook, 'quokkas') })
      ).json() as BookSearchResults;
      expect(hits.hits.map((h) => h.sectionId)).toEqual(['heart-failure']);
    } finally {
      expect(await syncSearchIndex(t.database.db, books)).toEqual({ written: 2, removed: 0 });
    }
    const rows = await t.database.db
      .select({ id: bookSectionTexts.sectionId })
      .from(bookSectionTexts);
    expect(rows.length).toBe(books.flatMap((b) => b.chapters.flatMap((c) => c.sections)).length);
  });
});
