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

  test('[ROUTE-15] each item shows its title, kind, product and how long it has been due, in order', () => {
    const entries = dueEntries(
      [
        item(7, 1, 'SpacedRetrievalStudyUnit'),
        item(3, 2, 'PreviewStudyUnit'),
        item(4, 9, 'StudyStudyUnit'),
      ],
      [product(1, 'IM Q&A'), product(2, 'IM Flash Cards')],
      now,
    );
    expect(entries).toEqual([
      {
        key: 'SpacedRetrievalStudyUnit-7',
        title: 'Item 7',
        kind: 'Spaced retrieval',
        product: 'IM Q&A',
        due: 'Due 2 hours ago',
      },
      {
        key: 'PreviewStudyUnit-3',
        title: 'Item 3',
        kind: 'Preview',
        product: 'IM Flash Cards',
        due: 'Due 2 hours ago',
      },
      {
        key: 'StudyStudyUnit-4',
        title: 'Item 4',
        kind: 'Study',
        product: 'Your product',
        due: 'Due 2 hours ago',
      },
    ]);
  });

  test('the cards and questions due of a product make one line, at the place of the soonest', () => {
    const entries = dueEntries(
      [
        item(5, 2, 'FlashCardReview'),
        item(7, 1, 'SpacedRetrievalStudyUnit'),
        item(6, 2, 'FlashCardReview'),
        item(8, 1, 'QuestionRetrieval'),
        item(7, 2, 'FlashCardReview'),
      ],
      [product(1, 'IM Q&A'), product(2, 'IM Flash Cards')],
      now,
    );
    expect(entries.map((e) => [e.key, e.title, e.product])).toEqual([
      ['FlashCardReview-2', '3 flash cards to review', 'IM Flash Cards'],
      ['SpacedRetrievalStudyUnit-7', 'Item 7', 'IM Q&A'],
      ['QuestionRetrieval-1', '1 question to answer again', 'IM Q&A'],
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
