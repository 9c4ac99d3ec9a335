import type { IdeaStatus } from '@boardready/contracts';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, ideas, ideaVotes } from '../../db/schema';

export interface IdeaRow {
  id: number;
  accountId: number;
  title: string;
  description: string;
  status: IdeaStatus;
  createdAt: Date;
  statusChangedAt: Date | null;
  authorFirstName: string;
  authorLastName: string;
  votes: number;
  votedByMe: boolean;
}

export function ideaRepository(db: Database) {
  /** Ideas with their authors, vote counts and the viewer's vote, most votes first. */
  function selectIdeas(viewerId: number) {
    const votes = db
      .select({ ideaId: ideaVotes.ideaId, n: count().as('n') })
      .from(ideaVotes)
      .groupBy(ideaVotes.ideaId)
      .as('vote_counts');
    const voteCount = sql<number>`coalesce(${votes.n}, 0)`.mapWith(Number);
    return db
      .select({
        id: ideas.id,
        accountId: ideas.accountId,
        title: ideas.title,
        description: ideas.description,
        status: ideas.status,
        createdAt: ideas.createdAt,
        statusChangedAt: ideas.statusChangedAt,
        authorFirstName: accounts.firstName,
        authorLastName: accounts.lastName,
        votes: voteCount,
        votedByMe:
          sql<boolean>`exists (select 1 from ${ideaVotes} where ${ideaVotes.ideaId} = ${ideas.id} and ${ideaVotes.accountId} = ${viewerId})`.mapWith(
            Boolean,
          ),
      })
      .from(ideas)
      .innerJoin(accounts, eq(accounts.id, ideas.accountId))
      .leftJoin(votes, eq(votes.ideaId, ideas.id))
      .orderBy(desc(voteCount), desc(ideas.createdAt), desc(ideas.id))
      .$dynamic();
  }

  return {
    async list(viewerId: number): Promise<IdeaRow[]> {
      return selectIdeas(viewerId);
    },

    async find(ideaId: number, viewerId: number): Promise<IdeaRow | undefined> {
      const [row] = await selectIdeas(viewerId).where(eq(ideas.id, ideaId));
      return row;
    },

    /** The idea and its author's vote, together or not at all. */
    async create(accountId: number, idea: { title: string; description: string }, now: Date) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ideas)
          .values({ accountId, ...idea, createdAt: now })
          .returning({ id: ideas.id });
        await tx.insert(ideaVotes).values({ ideaId: created!.id, accountId, createdAt: now });
        return created!.id;
      });
    },

    async hasTitle(accountId: number, title: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(eq(ideas.accountId, accountId), sql`lower(${ideas.title}) = lower(${title})`))
        .limit(1);
      return row !== undefined;
    },

    async countSince(accountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ideas)
        .where(and(eq(ideas.accountId, accountId), gte(ideas.createdAt, since)));
      return row?.n ?? 0;
    },

    /** A second vote is a no-op: the (idea, account) key already exists. */
    async vote(ideaId: number, accountId: number, now: Date) {
      await db
        .insert(ideaVotes)
        .values({ ideaId, accountId, createdAt: now })
        .onConflictDoNothing();
    },

    async unvote(ideaId: number, accountId: number) {
      await db
        .delete(ideaVotes)
        .where(and(eq(ideaVotes.ideaId, ideaId), eq(ideaVotes.accountId, accountId)));
    },

    async remove(ideaId: number) {
      await db.delete(ideas).where(eq(ideas.id, ideaId));
    },

    async setStatus(ideaId: number, status: IdeaStatus, by: number, now: Date) {
      await db
        .update(ideas)
        .set({ status, statusChangedAt: now, statusChangedBy: by })
        .where(eq(ideas.id, ideaId));
    },
  };
}
