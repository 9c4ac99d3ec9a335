import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { BookLoadError, findContentDir, loadBooks } from './book-content';

const REAL_CONTENT = findContentDir(import.meta.dirname);

/** A content/ folder with the real catalogue and IM bank, and the given book files. */
function contentWith(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'boardready-books-'));
  const content = path.join(root, 'content');
  cpSync(path.join(REAL_CONTENT, 'catalog'), path.join(content, 'catalog'), { recursive: true });
  mkdirSync(path.join(content, 'qbanks', 'im'), { recursive: true });
  cpSync(
    path.join(REAL_CONTENT, 'qbanks', 'im', 'bank.yaml'),
    path.join(content, 'qbanks', 'im', 'bank.yaml'),
  );
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(content, 'books', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  roots.push(root);
  return content;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const BOOK = `code: im
title: A test book
specialty: IM
products: [IM-BOOK]
bank: im
chapters: [cardiology]
`;
const CHAPTER = `title: Cardiology
sections:
  - id: heart-failure
    title: Heart failure
    topics: [heart-failure]
    body: <p>Four drug classes lower mortality in HFrEF.</p>
  - id: murmurs
    title: Murmurs
    body: <p>No question tests this yet.</p>
`;

/** A chapter with an unknown topic, HTML outside the subset and a section id used twice. */
const BROKEN_CHAPTER = `title: Cardiology
sections:
  - id: heart-failure
    title: Heart failure
    topics: [heart-failures]
    body: <p>Bare < is not allowed</p><div>nor a div</div>
  - id: heart-failure
    title: Again
    body: <p>Twice.</p>
`;

async function problemsOf(content: string): Promise<string[]> {
  try {
    await loadBooks(content);
  } catch (error) {
    if (error instanceof BookLoadError) return error.message.split('\n').slice(1);
    throw error;
  }
  return [];
}

describe('book content (decision 1001)', () => {
  test('the shipped books load: every product of kind onlineBookCore has one', async () => {
    const books = await loadBooks(REAL_CONTENT);
    expect(books.map((b) => b.code).sort()).toEqual(['im', 'ms', 'peds']);
    expect(books.flatMap((b) => b.productCodes).sort()).toEqual([
      'IM-BOOK',
      'MS-BOOK',
      'PEDS-BOOK',
    ]);
    for (const book of books) {
      expect(book.chapters.length).toBeGreaterThan(0);
      for (const chapter of book.chapters) expect(chapter.sections.length).toBeGreaterThan(0);
    }
  });

  test('a well-formed book: chapters in the listed order, topics optional', async () => {
    const [book] = await loadBooks(
      contentWith({ 'im/book.yaml': BOOK, 'im/chapters/cardiology.yaml': CHAPTER }),
    );
    expect(book).toMatchObject({
      code: 'im',
      bankCode: 'im',
      productCodes: ['IM-BOOK'],
      chapters: [
        {
          id: 'cardiology',
          sections: [
            { id: 'heart-failure', topics: ['heart-failure'] },
            { id: 'murmurs', topics: [] },
          ],
        },
      ],
    });
  });

  test('every problem is named at once, with its file, section and field', async () => {
    const problems = await problemsOf(
      contentWith({
        'im/book.yaml': BOOK.replace('[IM-BOOK]', '[IM-BOOK, IM-QA]').replace(
          '[cardiology]',
          '[cardiology, nephrology]',
        ),
        'im/chapters/cardiology.yaml': `${BROKEN_CHAPTER}    extra: field\n`,
        'im/chapters/stray.yaml': CHAPTER,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/books/im/book.yaml: products: 'IM-QA' is a qa product, not a book",
        'content/books/im/book.yaml: chapters: there is no chapters/nephrology.yaml',
        'content/books/im/chapters/stray.yaml: this chapter is not in the chapters list of book.yaml',
        "content/books/im/chapters/cardiology.yaml: sections.1: unknown field 'extra'",
      ]),
    );
    // The chapter that failed its shape is not checked further; fix it and the rest show.
    const second = await problemsOf(
      contentWith({
        'im/book.yaml': BOOK,
        'im/chapters/cardiology.yaml': BROKEN_CHAPTER,
      }),
    );
    expect(second).toContain(
      "content/books/im/chapters/cardiology.yaml: heart-failure: topics: there is no topic 'heart-failures' in the bank 'im'",
    );
    expect(second).toContain(
      'content/books/im/chapters/cardiology.yaml: heart-failure: id: the section id is also used in content/books/im/chapters/cardiology.yaml',
    );
    expect(second).toContain(
      "content/books/im/chapters/cardiology.yaml: heart-failure: body: a '<' that does not start a tag: write &lt; ('< is not allowed</p><div…')",
    );
    expect(second.some((line) => line.includes('heart-failure: body: <div> is not allowed'))).toBe(
      true,
    );
  });

  test('a YAML syntax error names its line; a folder must match its code', async () => {
    const problems = await problemsOf(
      contentWith({
        'other/book.yaml': BOOK,
        'other/chapters/cardiology.yaml': 'title: [unclosed\n',
      }),
    );
    expect(problems).toContain(
      "content/books/other/book.yaml: code: 'im' differs from the folder name 'other'",
    );
    expect(
      problems.some((line) =>
        /^content\/books\/other\/chapters\/cardiology\.yaml:\d+: /.test(line),
      ),
    ).toBe(true);
  });

  test('one book per product, and the bank must exist', async () => {
    const problems = await problemsOf(
      contentWith({
        'im/book.yaml': BOOK,
        'im/chapters/cardiology.yaml': CHAPTER,
        'im2/book.yaml': BOOK.replace('code: im', 'code: im2').replace('bank: im', 'bank: nope'),
        'im2/chapters/cardiology.yaml': CHAPTER.replace(/topics: \[heart-failure\]/, 'topics: []'),
      }),
    );
    expect(problems).toEqual([
      "content/books/im2/book.yaml: bank: there is no question bank 'nope' (content/qbanks/nope)",
      "content/books/im2/book.yaml: products: 'IM-BOOK' is already served by the book 'im'",
    ]);
  });
});
