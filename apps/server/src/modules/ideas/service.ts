import type { Idea, IdeaStatus, NewIdea } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { AccountRow } from '../auth/session-repository';
import { type Brand, navigationService } from '../navigation/service';
import { type IdeaRow, ideaRepository } from './repository';

/** How many ideas one account may share in a day (a shared limit: it is counted in the database). */
export const IDEAS_PER_DAY = 10;
const DAY = 86_400_000;

export function toIdea(row: IdeaRow, viewerId: number): Idea {
  const initial = row.authorLastName.trim().charAt(0);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    votes: row.votes,
    votedByMe: row.votedByMe,
    mine: row.accountId === viewerId,
    author: initial ? `${row.authorFirstName} ${initial}.` : row.authorFirstName,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

export function ideaService(db: Database, brand: Brand) {
  const repo = ideaRepository(db);
  const navigation = navigationService(db, brand);

  /** Spec §2: the portal exists only while the ideasPortal flag is on; the server enforces it. */
  async function requirePortal() {
    if (!(await navigation.featureFlags()).ideasPortal) {
      throw errors.ideasUnavailable();
    }
  }

  async function load(ideaId: number, viewerId: number): Promise<IdeaRow> {
    const row = await repo.find(ideaId, viewerId);
    if (!row) throw errors.ideaNotFound();
    return row;
  }

  return {
    async list(viewer: AccountRow) {
      await requirePortal();
      const rows = await repo.list(viewer.id);
      return { ideas: rows.map((r) => toIdea(r, viewer.id)), canSetStatus: viewer.isAdmin };
    },

    async create(viewerId: number, input: NewIdea, now = new Date()): Promise<Idea> {
      await requirePortal();
      if ((await repo.countSince(viewerId, new Date(now.getTime() - DAY))) >= IDEAS_PER_DAY) {
        throw errors.tooManyIdeas(
          `You have shared ${IDEAS_PER_DAY} ideas in the last 24 hours. Please come back tomorrow.`,
        );
      }
      if (await repo.hasTitle(viewerId, input.title)) {
        throw errors.duplicateIdea();
      }
      const id = await repo.create(viewerId, input, now);
      return toIdea(await load(id, viewerId), viewerId);
    },

    async vote(ideaId: number, viewerId: number): Promise<Idea> {
      await requirePortal();
      await load(ideaId, viewerId);
      await repo.vote(ideaId, viewerId, new Date());
      return toIdea(await load(ideaId, viewerId), viewerId);
    },

    async unvote(ideaId: number, viewerId: number): Promise<Idea> {
      await requirePortal();
      await load(ideaId, viewerId);
      await repo.unvote(ideaId, viewerId);
      return toIdea(await load(ideaId, viewerId), viewerId);
    },

    /** Authors withdraw their own idea while it is new; admins may remove any (moderation). */
    async withdraw(
      ideaId: number,
      viewer: AccountRow,
      actor: { accountId: number; requestId: string },
    ) {
      await requirePortal();
      const row = await load(ideaId, viewer.id);
      if (!viewer.isAdmin) {
        if (row.accountId !== viewer.id)
          throw errors.forbidden('You can withdraw only your own ideas.');
        if (row.status !== 'new') {
          throw errors.ideaNotNew();
        }
      }
      await db.transaction(async (tx) => {
        await ideaRepository(tx).remove(ideaId);
        if (row.accountId !== viewer.id) {
          await audit(tx, {
            action: 'idea.remove',
            actorAccountId: actor.accountId,
            subjectAccountId: row.accountId,
            requestId: actor.requestId,
            details: { ideaId, title: row.title },
          });
        }
      });
      return { id: ideaId };
    },

    async setStatus(
      ideaId: number,
      status: IdeaStatus,
      viewerId: number,
      actor: { accountId: number; requestId: string },
    ): Promise<Idea> {
      await requirePortal();
      const row = await load(ideaId, viewerId);
      if (row.status !== status) {
        await db.transaction(async (tx) => {
          await ideaRepository(tx).setStatus(ideaId, status, actor.accountId, new Date());
          await audit(tx, {
            action: 'idea.status',
            actorAccountId: actor.accountId,
            subjectAccountId: row.accountId,
            requestId: actor.requestId,
            details: { ideaId, status, previous: row.status },
          });
        });
      }
      return toIdea(await load(ideaId, viewerId), viewerId);
    },
  };
}
