import type { Idea } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { countIdeas, viewIdeas } from './ideas-view';

const idea = (id: number, votes: number, createdAt: string, extra: Partial<Idea> = {}): Idea => ({
  id,
  title: `Idea ${id}`,
  description: 'A description of the idea.',
  status: 'new',
  votes,
  votedByMe: false,
  mine: false,
  author: 'Alex R.',
  createdAt,
  statusChangedAt: null,
  ...extra,
});

const IDEAS = [
  idea(1, 3, '2025-01-01T00:00:00.000Z', { status: 'done' }),
  idea(2, 7, '2025-02-01T00:00:00.000Z', { mine: true }),
  idea(3, 3, '2025-03-01T00:00:00.000Z', { status: 'planned', mine: true }),
  idea(4, 0, '2025-03-01T00:00:00.000Z'),
];

describe('[ROUTE-36] the Bright Ideas list', () => {
  test('top: most votes first, ties newest first', () => {
    expect(viewIdeas(IDEAS, 'all', 'top').map((i) => i.id)).toEqual([2, 3, 1, 4]);
  });

  test('newest: by date, then by id for ideas of the same moment', () => {
    expect(viewIdeas(IDEAS, 'all', 'newest').map((i) => i.id)).toEqual([4, 3, 2, 1]);
  });

  test('a status or "mine" filters; the input is left as it was', () => {
    expect(viewIdeas(IDEAS, 'planned', 'top').map((i) => i.id)).toEqual([3]);
    expect(viewIdeas(IDEAS, 'mine', 'newest').map((i) => i.id)).toEqual([3, 2]);
    expect(viewIdeas(IDEAS, 'done', 'top').map((i) => i.id)).toEqual([1]);
    expect(IDEAS.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  test('counts per filter', () => {
    expect(countIdeas(IDEAS)).toEqual({ all: 4, mine: 2, new: 2, planned: 1, done: 1 });
    expect(countIdeas([])).toEqual({ all: 0, mine: 0, new: 0, planned: 0, done: 0 });
  });
});
