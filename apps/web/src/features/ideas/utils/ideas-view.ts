import type { Idea, IdeaStatus } from '@boardready/contracts';

export type IdeaSort = 'top' | 'newest';
export type IdeaFilter = 'all' | 'mine' | IdeaStatus;

/** What the list shows: one filter (a status, or the learner's own ideas), then one order. */
export function viewIdeas(ideas: readonly Idea[], filter: IdeaFilter, sort: IdeaSort): Idea[] {
  const kept = ideas.filter((idea) =>
    filter === 'all' ? true : filter === 'mine' ? idea.mine : idea.status === filter,
  );
  const newest = (a: Idea, b: Idea) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  return kept.sort(sort === 'top' ? (a, b) => b.votes - a.votes || newest(a, b) : newest);
}

/** How many ideas each filter would show, for the filter's labels. */
export function countIdeas(ideas: readonly Idea[]): Record<IdeaFilter, number> {
  const counts: Record<IdeaFilter, number> = {
    all: ideas.length,
    mine: 0,
    new: 0,
    planned: 0,
    done: 0,
  };
  for (const idea of ideas) {
    counts[idea.status] += 1;
    if (idea.mine) counts.mine += 1;
  }
  return counts;
}
