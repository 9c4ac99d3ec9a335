import type { AnnouncementBody, MedCentralAnnouncement } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { AccountRow } from '../auth/session-repository';
import { toAnnouncement } from './dto';
import type { ProgramAccess } from './program-access';
import { medCentralRepository } from './repository';

/** Who acts: the account acted as (rights), and the request (the audit). */
export interface Actor {
  account: AccountRow;
  requestId: string;
}

/** A program's announcements (decision 1402): its directors and faculty post, edit and archive them. */
export function announcementCases(db: Database, access: ProgramAccess) {
  const repo = medCentralRepository(db);

  /** A group of the program, or 400 naming the field. */
  async function assertGroupOf(organizationId: number, groupId: number | null) {
    if (groupId === null) return;
    const groups = await repo.groups(organizationId);
    if (!groups.some((g) => g.groupId === groupId))
      throw errors.unknownGroup(undefined, {
        fields: { groupId: 'There is no such group in this program.' },
      });
  }

  /** The announcement and its program, for a manager of it; another program's is 404. */
  async function managed(account: AccountRow, announcementId: number) {
    const row = await repo.announcement(announcementId);
    if (!row) throw errors.announcementNotFound();
    const program = await access.programFor(
      account,
      row.organizationId,
      errors.announcementNotFound,
    );
    access.assertManager(program);
    return row;
  }

  async function reread(announcementId: number): Promise<MedCentralAnnouncement> {
    return toAnnouncement((await repo.announcement(announcementId))!);
  }

  return {
    async create(actor: Actor, organizationId: number, body: AnnouncementBody, now = new Date()) {
      const program = await access.programFor(actor.account, organizationId);
      access.assertManager(program);
      await assertGroupOf(organizationId, body.groupId);
      const id = await db.transaction(async (tx) => {
        const row = await medCentralRepository(tx).addAnnouncement({
          organizationId,
          groupId: body.groupId,
          title: body.title,
          body: body.body,
          authorAccountId: actor.account.id,
          createdAt: now,
        });
        await audit(tx, {
          action: 'medcentral.announcement.create',
          actorAccountId: actor.account.id,
          requestId: actor.requestId,
          details: {
            organizationId,
            announcementId: row.id,
            groupId: body.groupId,
            title: body.title,
          },
        });
        return row.id;
      });
      return reread(id);
    },

    async update(actor: Actor, announcementId: number, body: AnnouncementBody) {
      const before = await managed(actor.account, announcementId);
      await assertGroupOf(before.organizationId, body.groupId);
      await db.transaction(async (tx) => {
        await medCentralRepository(tx).changeAnnouncement(announcementId, {
          title: body.title,
          body: body.body,
          groupId: body.groupId,
        });
        await audit(tx, {
          action: 'medcentral.announcement.update',
          actorAccountId: actor.account.id,
          requestId: actor.requestId,
          details: {
            organizationId: before.organizationId,
            announcementId,
            groupId: body.groupId,
            title: body.title,
            previous: { title: before.title, groupId: before.groupId },
          },
        });
      });
      return reread(announcementId);
    },

    /** Residents no longer see it; archiving it again changes nothing. */
    async archive(actor: Actor, announcementId: number, now = new Date()) {
      const before = await managed(actor.account, announcementId);
      if (before.archivedAt === null) {
        await db.transaction(async (tx) => {
          await medCentralRepository(tx).changeAnnouncement(announcementId, { archivedAt: now });
          await audit(tx, {
            action: 'medcentral.announcement.archive',
            actorAccountId: actor.account.id,
            requestId: actor.requestId,
            details: { organizationId: before.organizationId, announcementId, title: before.title },
          });
        });
      }
      return reread(announcementId);
    },
  };
}
