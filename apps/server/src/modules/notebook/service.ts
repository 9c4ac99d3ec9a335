import type { NotebookEntry, NotebookPage, NotebookShow } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { qaProductFor } from '../qa/session-access';
import { type NotebookFilter, notebookRepository } from './repository';

/** The notebook page's calls (decision 0908): one Q&A product's entries, listed and edited. */

const EXCERPT_LENGTH = 160;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The stem's opening words: entities read, spaces collapsed, cut at a word. */
export function excerptOf(stemText: string): string {
  const text = stemText
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof notebookRepository>['list']>>[number];

function toEntry(row: ListedRow): NotebookEntry {
  return {
    questionId: row.questionId,
    excerpt: excerptOf(row.stem),
    topics: row.topics,
    note: row.note,
    bookmarked: row.bookmarked,
    updatedAt: new Date(row.updatedAt).toISOString(),
    lastMet: row.lastMet,
  };
}

export function notebookService(db: Database) {
  const repo = notebookRepository(db);

  async function countOnly(filter: NotebookFilter): Promise<number> {
    const [row] = await repo.list({ ...filter, limit: 1, offset: 0 });
    return row?.total ?? 0;
  }

  return {
    async list(
      accountId: number,
      userProductId: number,
      query: { show: NotebookShow; topicId?: number; q?: string; limit: number; offset: number },
      now = new Date(),
    ): Promise<NotebookPage> {
      const product = await qaProductFor(db, accountId, userProductId, now);
      const filter = {
        accountId,
        bankId: product.bankId,
        userProductId,
        show: query.show,
        topicId: query.topicId,
        text: query.q || undefined,
        limit: query.limit,
        offset: query.offset,
      };
      const [rows, summary] = await Promise.all([
        repo.list(filter),
        repo.summary(accountId, product.bankId),
      ]);
      return {
        entries: rows.map(toEntry),
        // a page past the last entry still says how many there are
        total: rows[0]?.total ?? (query.offset > 0 ? await countOnly(filter) : 0),
        ...summary,
      };
    },

    /** Edits the learner's own entry: 404 for a question they hold no entry on. */
    async update(
      accountId: number,
      userProductId: number,
      questionId: number,
      changes: { note?: string; bookmarked?: false },
      now = new Date(),
    ): Promise<{ entry: NotebookEntry | null }> {
      if (changes.note === undefined && changes.bookmarked === undefined) {
        throw errors.nothingToChange('Send note or bookmarked.');
      }
      const product = await qaProductFor(db, accountId, userProductId, now);
      if (!(await repo.hasEntry(accountId, product.bankId, questionId))) {
        throw errors.notebookEntryNotFound();
      }
      const marks = await repo.save(accountId, questionId, changes, now);
      if (marks.note.trim() === '' && !marks.bookmarked) return { entry: null };
      const [row] = await repo.list({
        accountId,
        bankId: product.bankId,
        userProductId,
        show: 'all',
        questionId,
        limit: 1,
        offset: 0,
      });
      return { entry: row ? toEntry(row) : null };
    },
  };
}
