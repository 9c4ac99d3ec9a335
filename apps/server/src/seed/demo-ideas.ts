import type { Database } from '../db/client';
import { seedRepository } from './seed-repository';

const DAY = 86_400_000;

/** Bright Ideas demo content: ideas in each status, with votes from other demo learners. */
export const DEMO_IDEAS: {
  author: string;
  title: string;
  description: string;
  status: 'new' | 'planned' | 'done';
  daysAgo: number;
  voters: string[];
}[] = [
  {
    author: 'learner@demo.test',
    title: 'Dark mode for long night shifts',
    description:
      'Studying after a night on call is hard on the eyes. A dark theme for questions and the online book would help a lot.',
    status: 'done',
    daysAgo: 120,
    voters: ['peds@demo.test', 'student@demo.test', 'resident@demo.test', 'combo@demo.test'],
  },
  {
    author: 'peds@demo.test',
    title: 'Growth charts next to the pediatric lab values',
    description:
      'When a question gives weight and height, I would like WHO and CDC growth charts one click away from the PEDS lab values.',
    status: 'planned',
    daysAgo: 45,
    voters: ['combo@demo.test', 'resident@demo.test'],
  },
  {
    author: 'student@demo.test',
    title: 'Export my missed questions as flash cards',
    description:
      'After a timed block, let me turn every question I missed into a flash card deck for spaced review.',
    status: 'new',
    daysAgo: 6,
    voters: ['learner@demo.test'],
  },
  {
    author: 'resident@demo.test',
    title: 'Share a study plan with my co-residents',
    description:
      'Our program studies together for the in-training exam; a shared Personal Trainer plan would keep us in step.',
    status: 'new',
    daysAgo: 2,
    voters: [],
  },
];

/**
 * Idempotent per idea: an idea is added when its author has none with that title, and its votes
 * only then (a demo user may have taken a vote back since).
 */
export async function seedDemoIdeas(db: Database, accountIds: Map<string, number>) {
  const seed = seedRepository(db);
  const now = Date.now();
  for (const demo of DEMO_IDEAS) {
    const accountId = accountIds.get(demo.author);
    if (!accountId) continue;
    if (await seed.hasIdea(accountId, demo.title)) continue;
    const createdAt = new Date(now - demo.daysAgo * DAY);
    const ideaId = await seed.addIdea({
      accountId,
      title: demo.title,
      description: demo.description,
      status: demo.status,
      createdAt,
      statusChangedAt: demo.status === 'new' ? null : new Date(createdAt.getTime() + 7 * DAY),
    });
    const voterIds = [demo.author, ...demo.voters]
      .map((email) => accountIds.get(email))
      .filter((id): id is number => id !== undefined);
    await seed.addIdeaVotes(voterIds.map((voter) => ({ ideaId, accountId: voter, createdAt })));
  }
}
