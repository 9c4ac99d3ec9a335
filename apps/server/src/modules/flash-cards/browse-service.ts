import type { BrowseCard, BrowsePage, browseQuery } from '@boardready/contracts';
import { clozeSides } from '@boardready/contracts/cloze';
import { errors } from '@boardready/contracts/errors';
import { DEFAULT_BROWSE_ORDER } from '@boardready/contracts/flash-card-browse-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { dayStart, newMemoryState } from '../memory/scheduler';
import { type BrowseFilter, browseRepository } from './browse-repository';
import { deckAccess } from './deck-access';
import { reviewLogCsv } from './export';
import { flashCardRepository } from './repository';

const DAY_MS = 86_400_000;
/** Grades read from the log at a time while the CSV streams. */
const CSV_PAGE = 1_000;

type BrowseRequest = z.output<typeof browseQuery>;
type Repo = ReturnType<typeof browseRepository>;
type CardRow = Awaited<ReturnType<Repo['page']>>[number];
type LogRow = Awaited<ReturnType<Repo['reviewLog']>>[number];

/** A row of the browser: the card's sides as the player shows them, and the caller's memory. */
function browseCard(row: CardRow, topics: BrowseCard['topics'], now: Date): BrowseCard {
  const sides =
    row.kind === 'cloze'
      ? clozeSides(row.frontHtml, row.ordinal)
      : { front: row.frontHtml, back: row.backHtml ?? '' };
  const started = row.state !== null && row.state !== 'new';
  return {
    cardId: row.cardId,
    code: row.code,
    kind: row.kind,
    frontHtml: sides.front,
    backHtml: sides.back,
    extraHtml: row.extraHtml,
    topics,
    state: row.state ?? 'new',
    suspended: row.suspended ?? false,
    buried: row.buriedUntil !== null && row.buriedUntil > now,
    flagged: row.flagged ?? false,
    due: started && row.due ? row.due.toISOString() : null,
    intervalDays: started ? row.scheduledDays : null,
    stability: started ? row.stability : null,
    difficulty: started ? row.difficulty : null,
    reps: row.reps ?? 0,
    lapses: row.lapses ?? 0,
  };
}

/**
 * The card browser and the review log's export (issue 24, Anki's Browse): the deck's cards with
 * the caller's memory state of each, and the caller's grades of them as CSV. Only the caller's
 * items are ever joined: another learner's states and logs cannot show.
 */
export function flashCardBrowseService(db: Database) {
  const repo = browseRepository(db);
  const cards = flashCardRepository(db);
  const deckProductFor = deckAccess(db);

  /**
   * The caller's usable flash-card product, its deck and the learner's day: 404 for anyone
   * else's product or another kind, as the study calls answer.
   */
  async function deckOf(accountId: number, userProductId: number, now: Date) {
    const { product, deck } = await deckProductFor(accountId, userProductId, now);
    const start = dayStart(now, await repo.timeZone(accountId));
    const filter: BrowseFilter = {
      accountId,
      deckId: deck.id,
      now,
      dayStart: start,
      dayEnd: new Date(start.getTime() + DAY_MS),
    };
    return { deck, productCode: product.code, filter };
  }

  /** One card of the deck as the browser lists it; 404 when the deck has no such card. */
  async function oneCard(filter: BrowseFilter, cardId: number, now: Date) {
    const [row] = await repo.page({ ...filter, cardId }, 'created', 'asc', 1, 0);
    if (!row) throw errors.cardNotFound();
    const topics = await repo.topicsOf([row.noteId]);
    return browseCard(row, topics.get(row.noteId) ?? [], now);
  }

  return {
    async browse(
      accountId: number,
      userProductId: number,
      request: BrowseRequest,
      now = new Date(),
    ): Promise<BrowsePage> {
      const { deck, filter: deckFilter } = await deckOf(accountId, userProductId, now);
      if (
        request.topicId !== undefined &&
        !(await cards.topicInBank(deck.bankId, request.topicId))
      ) {
        throw errors.topicNotFound('This topic is not in the bank of this deck.');
      }
      const filter: BrowseFilter = {
        ...deckFilter,
        text: request.q || undefined,
        state: request.state,
        topicId: request.topicId,
        flagged: request.flagged,
        suspended: request.suspended,
        buried: request.buried,
        due: request.due,
        cardId: request.cardId,
      };
      const order = request.order ?? DEFAULT_BROWSE_ORDER[request.sort];
      const offset = (request.page - 1) * request.pageSize;
      const [total, rows] = [
        await repo.count(filter),
        await repo.page(filter, request.sort, order, request.pageSize, offset),
      ];
      const topics = await repo.topicsOf([...new Set(rows.map((row) => row.noteId))]);
      return {
        cards: rows.map((row) => browseCard(row, topics.get(row.noteId) ?? [], now)),
        total,
        page: request.page,
        pageSize: request.pageSize,
      };
    },

    /**
     * Suspends or restores, flags or unflags, buries (until the learner's next day) or unburies a
     * card, and answers it as the browser lists it now. A card never studied gets a new item.
     */
    async update(
      accountId: number,
      userProductId: number,
      cardId: number,
      change: {
        suspended?: boolean | undefined;
        flagged?: boolean | undefined;
        buried?: boolean | undefined;
      },
      now = new Date(),
    ): Promise<BrowseCard> {
      const { filter } = await deckOf(accountId, userProductId, now);
      await oneCard(filter, cardId, now);
      await cards.updateItem({ accountId, userProductId, cardId }, newMemoryState(now), {
        ...(change.suspended !== undefined ? { suspended: change.suspended } : {}),
        ...(change.flagged !== undefined ? { flagged: change.flagged } : {}),
        // unburied: its burial ends now (the queues show an item buried until a past moment)
        ...(change.buried !== undefined
          ? { buriedUntil: change.buried ? filter.dayEnd : now }
          : {}),
      });
      return oneCard(filter, cardId, now);
    },

    /**
     * The caller's grades of the deck's cards as CSV, named after the product and the day. The
     * product is checked now; the rows are read as the file is sent.
     */
    async reviewLogCsv(accountId: number, userProductId: number, now = new Date()) {
      const { deck, productCode } = await deckOf(accountId, userProductId, now);
      return {
        filename: `${productCode}-review-history-${now.toISOString().slice(0, 10)}.csv`,
        chunks: reviewLogCsv<LogRow>(
          (last) => repo.reviewLog(accountId, deck.id, last, CSV_PAGE),
          CSV_PAGE,
        ),
      };
    },
  };
}
