import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { type BankIssue, type CatalogProduct, formatIssue, zodIssues } from '../qbank-content/bank';
import { imageExistsIn, readCatalog, readManifest, readYaml } from '../qbank-content/load-bank';
import { checkRichText } from '../qbank-content/rich-text';
import {
  bankSourceSchema,
  SLUG,
  SPECIALTIES,
  type Specialty,
} from '../qbank-content/source-format';

/**
 * The books of content/books (decision 1001): <code>/book.yaml and chapters/<id>.yaml, read and
 * checked when the server starts. Like the question banks, every problem is reported at once,
 * one line each (`content/books/im/chapters/cardiology.yaml: heart-failure: body: …`), and a
 * broken book stops the server rather than reaching a learner. The format: content/books/README.md.
 */

export interface BookSection {
  id: string;
  title: string;
  /** topic codes of the book's question bank (bank.yaml ids) */
  topics: string[];
  body: string;
}

export interface BookChapter {
  id: string;
  title: string;
  sections: BookSection[];
}

export interface Book {
  code: string;
  title: string;
  specialty: Specialty;
  productCodes: string[];
  /** the code of the question bank its sections link to */
  bankCode: string;
  chapters: BookChapter[];
}

const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is empty` });
const slug = (what: string) =>
  z.string().regex(SLUG, { error: `${what} is lower-case words joined by hyphens` });

const bookSourceSchema = z.strictObject({
  code: slug('the book code'),
  title: text('the title'),
  specialty: z.enum(SPECIALTIES, { error: `the specialty is one of ${SPECIALTIES.join(', ')}` }),
  products: z
    .array(z.string(), { error: 'products must be a list of product codes' })
    .min(1, { error: 'a book serves at least one product' }),
  bank: slug('the bank code'),
  chapters: z
    .array(slug('a chapter id'), { error: 'chapters must be a list of chapter ids' })
    .min(1, { error: 'a book needs at least one chapter' }),
});

const chapterSourceSchema = z.strictObject({
  title: text('the title'),
  sections: z
    .array(
      z.strictObject({
        id: slug('a section id').max(80, { error: 'a section id has at most 80 characters' }),
        title: text('the title'),
        topics: z.array(z.string(), { error: 'topics must be a list of topic ids' }).default([]),
        body: text('the body'),
      }),
      { error: 'sections must be a list' },
    )
    .min(1, { error: 'a chapter needs at least one section' }),
});

export class BookLoadError extends Error {
  constructor(readonly issues: BankIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the books:\n${issues.map(formatIssue).join('\n')}`,
    );
    this.name = 'BookLoadError';
  }
}

/** The content/ folder of this checkout: the nearest one at or above `from` with a books folder. */
export function findContentDir(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'content', 'books'))) return path.join(dir, 'content');
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no content/books folder at or above ${from}`);
    dir = parent;
  }
}

/** Every book under content/books, checked against the catalogue, the banks and each other. */
export async function loadBooks(contentDir: string): Promise<Book[]> {
  const booksDir = path.join(contentDir, 'books');
  const display = displayIn(contentDir);
  const catalog = readCatalog(contentDir) ?? [];
  const issues: BankIssue[] = [];
  const books: Book[] = [];
  const folders = (await readdir(booksDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const book = await readBook(path.join(booksDir, folder), contentDir, catalog, display, issues);
    if (book) books.push(book);
  }
  const productOwner = new Map<string, string>();
  for (const book of books) {
    for (const product of book.productCodes) {
      const owner = productOwner.get(product);
      if (owner) {
        issues.push({
          file: display(path.join(booksDir, book.code, 'book.yaml')),
          field: 'products',
          message: `'${product}' is already served by the book '${owner}'`,
        });
      }
      productOwner.set(product, book.code);
    }
  }
  if (issues.length > 0) throw new BookLoadError(issues);
  return books;
}

/** One book of content/books, checked as loadBooks checks it, the other books aside. */
export async function loadBook(contentDir: string, code: string): Promise<Book> {
  const issues: BankIssue[] = [];
  const book = await readBook(
    path.join(contentDir, 'books', code),
    contentDir,
    readCatalog(contentDir) ?? [],
    displayIn(contentDir),
    issues,
  );
  if (!book || issues.length > 0) throw new BookLoadError(issues);
  return book;
}

/** Paths in problems: relative to the folder that holds content/. */
const displayIn = (contentDir: string) => (file: string) =>
  path.relative(path.dirname(contentDir), file).split(path.sep).join('/');

async function readBook(
  bookDir: string,
  contentDir: string,
  catalog: CatalogProduct[],
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<Book | undefined> {
  const bookFile = await readManifest(
    bookDir,
    'book.yaml',
    bookSourceSchema,
    'book',
    display,
    issues,
  );
  if (!bookFile) return undefined;
  const { source } = bookFile;
  const report = (field: string, message: string) =>
    issues.push({ file: bookFile.displayPath, field, message });
  for (const code of source.products) {
    const product = catalog.find((p) => p.code === code);
    if (!product) report('products', `'${code}' is not in content/catalog/products.json`);
    else if (product.typeCode !== 'onlineBookCore') {
      report('products', `'${code}' is a ${product.typeCode} product, not a book`);
    } else if (product.specialty !== source.specialty) {
      report(
        'products',
        `'${code}' is a ${product.specialty} product, the book is ${source.specialty}`,
      );
    }
  }
  const bankTopics = readBankTopics(contentDir, source.bank, report);

  const chaptersDir = path.join(bookDir, 'chapters');
  const present = existsSync(chaptersDir)
    ? (await readdir(chaptersDir)).filter((name) => name.endsWith('.yaml')).sort()
    : [];
  for (const name of present) {
    if (!source.chapters.includes(name.replace(/\.yaml$/, ''))) {
      issues.push({
        file: display(path.join(chaptersDir, name)),
        message: 'this chapter is not in the chapters list of book.yaml',
      });
    }
  }
  const chapters: BookChapter[] = [];
  const sectionFile = new Map<string, string>();
  for (const chapterId of source.chapters) {
    const file = path.join(chaptersDir, `${chapterId}.yaml`);
    if (!existsSync(file)) {
      report('chapters', `there is no chapters/${chapterId}.yaml`);
      continue;
    }
    const chapterFile = await readYaml(file, `chapters/${chapterId}.yaml`, display, issues);
    if (!chapterFile) continue;
    const chapter = chapterSourceSchema.safeParse(chapterFile.data);
    if (!chapter.success) {
      for (const issue of zodIssues(chapter.error, chapterFile.data)) {
        issues.push({ file: chapterFile.displayPath, ...issue });
      }
      continue;
    }
    for (const section of chapter.data.sections) {
      const problem = (field: string, message: string) =>
        issues.push({ file: chapterFile.displayPath, questionId: section.id, field, message });
      const earlier = sectionFile.get(section.id);
      if (earlier) problem('id', `the section id is also used in ${earlier}`);
      sectionFile.set(section.id, chapterFile.displayPath);
      for (const topic of section.topics) {
        if (bankTopics && !bankTopics.has(topic)) {
          problem('topics', `there is no topic '${topic}' in the bank '${source.bank}'`);
        }
      }
      for (const message of checkRichText(section.body, {
        kind: 'block',
        imageExists: imageExistsIn(contentDir),
      })) {
        problem('body', message);
      }
    }
    chapters.push({ id: chapterId, ...chapter.data });
  }
  return {
    code: source.code,
    title: source.title,
    specialty: source.specialty,
    productCodes: source.products,
    bankCode: source.bank,
    chapters,
  };
}

/** The topic ids of a bank's bank.yaml (groups and leaves), or undefined when it is unreadable. */
function readBankTopics(
  contentDir: string,
  bankCode: string,
  report: (field: string, message: string) => void,
): Set<string> | undefined {
  const file = path.join(contentDir, 'qbanks', bankCode, 'bank.yaml');
  if (!existsSync(file)) {
    report('bank', `there is no question bank '${bankCode}' (content/qbanks/${bankCode})`);
    return undefined;
  }
  // The bank's own checks run where banks are loaded; here only its topic ids are needed.
  const parsed = bankSourceSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    report('bank', `the bank '${bankCode}' has errors: npm run qbank:check -w apps/server`);
    return undefined;
  }
  return new Set(parsed.data.topics.flatMap((t) => [t.id, ...t.children.map((c) => c.id)]));
}

/** Read once per process: the books change only with a release (decision 1001). */
let shipped: Promise<Book[]> | undefined;

/** The shipped books, loaded and checked once: a broken book stops the server with every problem named. */
export function shippedBooks(): Promise<Book[]> {
  shipped ??= loadBooks(findContentDir(import.meta.dirname));
  return shipped;
}
