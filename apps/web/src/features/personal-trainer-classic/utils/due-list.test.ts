import type { DueItem, UserProduct } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { dueEntries, dueSinceText, trainerProducts } from './due-list';

const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('Personal Trainer (Classic) due list', () => {
  test('how long an item has been due', () => {
    expect(dueSinceText(ago(10_000), now)).toBe('Due now');
    expect(dueSinceText(ago(MIN), now)).toBe('Due 1 minute ago');
    expect(dueSinceText(ago(45 * MIN), now)).toBe('Due 45 minutes ago');
    expect(dueSinceText(ago(5 * HOUR), now)).toBe('Due 5 hours ago');
    expect(dueSinceText(ago(26 * HOUR), now)).toBe('Due 1 day ago');
    expect(dueSinceText(ago(72 * HOUR), now)).toBe('Due 3 days ago');
  });

  const product = (id: number, shortName: string, extra: Partial<UserProduct> = {}) =>
    ({
      userProductId: id,
      shortName,
      isUsable: true,
      hasPersonalTrainer: true,
      ...extra,
    }) as UserProduct;
  const item = (id: number, userProductId: number, kind: DueItem['kind']): DueItem => ({
    id,
    kind,
    title: `Item ${id}`,
    userProductId,
    dueAt: ago(2 * HOUR),
  });

  test('[ROUTE-15] each line shows how many, the kind, the product and how long it has been due', () => {
    const entries = dueEntries(
      [
        item(7, 1, 'QuestionRetrieval'),
        item(3, 2, 'FlashCardReview'),
        item(4, 9, 'FlashCardReview'),
      ],
      [product(1, 'IM Q&A'), product(2, 'IM Flash Cards')],
      now,
    );
    expect(entries).toEqual([
      {
        key: 'QuestionRetrieval-1',
        title: '1 question to answer again',
        kind: 'Spaced retrieval',
        product: 'IM Q&A',
        due: 'Due 2 hours ago',
      },
      {
        key: 'FlashCardReview-2',
        title: '1 flash card to review',
        kind: 'Flash cards',
        product: 'IM Flash Cards',
        due: 'Due 2 hours ago',
      },
      {
        key: 'FlashCardReview-9',
        title: '1 flash card to review',
        kind: 'Flash cards',
        product: 'Your product',
        due: 'Due 2 hours ago',
      },
    ]);
  });

  test('the cards and questions due of a product make one line each, at the place of the soonest', () => {
    const entries = dueEntries(
      [
        item(5, 2, 'FlashCardReview'),
        item(7, 1, 'QuestionRetrieval'),
        item(6, 2, 'FlashCardReview'),
        item(8, 1, 'QuestionRetrieval'),
        item(9, 2, 'FlashCardReview'),
      ],
      [product(1, 'IM Q&A'), product(2, 'IM Flash Cards')],
      now,
    );
    expect(entries.map((e) => [e.key, e.title, e.product])).toEqual([
      ['FlashCardReview-2', '3 flash cards to review', 'IM Flash Cards'],
      ['QuestionRetrieval-1', '2 questions to answer again', 'IM Q&A'],
    ]);
  });

  test('a full due list (the soonest 100) says its lines hold at least so many', () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      item(i + 1, i < 99 ? 2 : 1, i < 99 ? 'FlashCardReview' : 'QuestionRetrieval'),
    );
    const entries = dueEntries(items, [product(1, 'IM Q&A'), product(2, 'IM Flash Cards')], now);
    expect(entries.map((e) => e.title)).toEqual([
      '99+ flash cards to review',
      '1+ questions to answer again',
    ]);
  });

  test('the trainer follows usable products that come with it', () => {
    const followed = trainerProducts([
      product(1, 'IM Q&A'),
      product(2, 'IM Audio Review', { hasPersonalTrainer: false }),
      product(3, 'IM Flash Cards', { isUsable: false }),
    ]);
    expect(followed.map((p) => p.shortName)).toEqual(['IM Q&A']);
  });
});
