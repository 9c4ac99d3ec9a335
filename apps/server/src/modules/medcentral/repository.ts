import type { OrganizationRole } from '@boardready/contracts/organization-rules';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  accounts,
  fcDeckProducts,
  fcDecks,
  medcentralAnnouncements,
  medcentralAssignmentQuestions,
  medcentralAssignmentRecipients,
  medcentralAssignments,
  organizationGroups,
  organizationLicenses,
  organizationMembers,
  organizationSeats,
  organizations,
  products,
  qaBankProducts,
  qaSessions,
  userProducts,
} from '../../db/schema';

/** MedCentral's rows (decision 1402): programs as their members see them, announcements, assignments. */

export type AssignmentRow = typeof medcentralAssignments.$inferSelect;
export type NewAssignment = typeof medcentralAssignments.$inferInsert;
export type RecipientRow = typeof medcentralAssignmentRecipients.$inferSelect;
export type AnnouncementRow = typeof medcentralAnnouncements.$inferSelect;

export interface ProgramRow {
  organizationId: number;
  name: string;
  role: OrganizationRole | null;
  groupId: number | null;
  groupName: string | null;
}

const author = alias(accounts, 'author');
const fullName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;

/** An assignment with what its summary shows besides its own columns. */
const summaryColumns = {
  ...getTableColumns(medcentralAssignments),
  productName: products.fullName,
  groupName: organizationGroups.name,
  deckTitle: fcDecks.title,
  deckCards: fcDecks.publishedCards,
  questionCount: sql<number>`(select count(*)::int from ${medcentralAssignmentQuestions} q
    where q.assignment_id = ${medcentralAssignments.id})`,
  recipientCount: sql<number>`(select count(*)::int from ${medcentralAssignmentRecipients} rc
    where rc.assignment_id = ${medcentralAssignments.id})`,
};
export type AssignmentSummaryRow = AssignmentRow & {
  productName: string;
  groupName: string | null;
  deckTitle: string | null;
  deckCards: number | null;
  questionCount: number;
  recipientCount: number;
};

export function medCentralRepository(db: Database) {
  /** Assignments with what their summaries show, and `more` columns. */
  function summaries<S extends SelectedFields>(more: S) {
    return db
      .select({ assignment: summaryColumns, ...more })
      .from(medcentralAssignments)
      .innerJoin(products, eq(products.id, medcentralAssignments.productId))
      .leftJoin(organizationGroups, eq(organizationGroups.id, medcentralAssignments.groupId))
      .leftJoin(fcDecks, eq(fcDecks.id, medcentralAssignments.deckId))
      .$dynamic();
  }

  /** Announcements with their group's and author's names. */
  function announcementRows() {
    return db
      .select({
        ...getTableColumns(medcentralAnnouncements),
        groupName: organizationGroups.name,
        authorName: fullName(author),
      })
      .from(medcentralAnnouncements)
      .leftJoin(organizationGroups, eq(organizationGroups.id, medcentralAnnouncements.groupId))
      .leftJoin(author, eq(author.id, medcentralAnnouncements.authorAccountId))
      .$dynamic();
  }

  return {
    // --- programs and their people

    /** The account's residency programs by name; `all`: every residency program (staff admins). */
    async programs(accountId: number, all: boolean): Promise<ProgramRow[]> {
      return db
        .select({
          organizationId: organizations.id,
          name: organizations.name,
          role: organizationMembers.role,
          groupId: organizationMembers.groupId,
          groupName: organizationGroups.name,
        })
        .from(organizations)
        .leftJoin(
          organizationMembers,
          and(
            eq(organizationMembers.organizationId, organizations.id),
            eq(organizationMembers.accountId, accountId),
          ),
        )
        .leftJoin(organizationGroups, eq(organizationGroups.id, organizationMembers.groupId))
        .where(
          and(
            eq(organizations.isResidencyProgram, true),
            all ? undefined : sql`${organizationMembers.accountId} is not null`,
          ),
        )
        .orderBy(asc(organizations.name), asc(organizations.id));
    },

    /** The program's groups with their residents counted. */
    async groups(organizationId: number) {
      return db
        .select({
          groupId: organizationGroups.id,
          name: organizationGroups.name,
          residents: sql<number>`(select count(*)::int from ${organizationMembers} m
            where m.group_id = ${organizationGroups.id} and m.role = 'resident')`,
        })
        .from(organizationGroups)
        .where(eq(organizationGroups.organizationId, organizationId))
        .orderBy(asc(organizationGroups.name));
    },

    /** The program's residents (of one group, when given) by name. */
    async residents(organizationId: number, groupId?: number) {
      return db
        .select({
          accountId: organizationMembers.accountId,
          name: fullName(accounts),
          groupId: organizationMembers.groupId,
          groupName: organizationGroups.name,
          pgyYear: organizationMembers.pgyYear,
        })
        .from(organizationMembers)
        .innerJoin(accounts, eq(accounts.id, organizationMembers.accountId))
        .leftJoin(organizationGroups, eq(organizationGroups.id, organizationMembers.groupId))
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.role, 'resident'),
            groupId === undefined ? undefined : eq(organizationMembers.groupId, groupId),
          ),
        )
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
    },

    /** The program's products under a license in force now, by name. */
    async licensedProducts(organizationId: number, now: Date) {
      return db
        .selectDistinct({
          productId: products.id,
          code: products.code,
          name: products.fullName,
          typeCode: products.typeCode,
          specialty: products.specialty,
        })
        .from(organizationLicenses)
        .innerJoin(products, eq(products.id, organizationLicenses.productId))
        .where(
          and(
            eq(organizationLicenses.organizationId, organizationId),
            lte(organizationLicenses.startsAt, now),
            gt(organizationLicenses.endsAt, now),
          ),
        )
        .orderBy(asc(products.fullName), asc(products.id));
    },

    /** The question bank and the deck a product is served by (each null when none). */
    async contentOf(productId: number) {
      const [bank] = await db
        .select({ bankId: qaBankProducts.bankId })
        .from(qaBankProducts)
        .where(eq(qaBankProducts.productId, productId));
      const [deck] = await db
        .select({ deckId: fcDecks.id, title: fcDecks.title, cards: fcDecks.publishedCards })
        .from(fcDeckProducts)
        .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
        .where(eq(fcDeckProducts.productId, productId));
      return { bankId: bank?.bankId ?? null, deck: deck ?? null };
    },

    /**
     * The account's usable copies of these products now, one per product: the seat's first (the
     * program's license), else their own, the one that lasts longest.
     */
    async usableCopies(accountId: number, productIds: number[], now: Date) {
      if (productIds.length === 0)
        return new Map<number, { userProductId: number; specialty: 'IM' | 'PEDS' | 'MS' }>();
      const rows = await db
        .select({
          userProductId: userProducts.id,
          productId: userProducts.productId,
          specialty: products.specialty,
        })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .leftJoin(organizationSeats, eq(organizationSeats.userProductId, userProducts.id))
        .where(
          and(
            eq(userProducts.accountId, accountId),
            inArray(userProducts.productId, productIds),
            lte(userProducts.startsAt, now),
            gt(userProducts.endsAt, now),
          ),
        )
        .orderBy(
          sql`${organizationSeats.userProductId} is null`,
          desc(userProducts.endsAt),
          asc(userProducts.id),
        );
      const copies = new Map<number, { userProductId: number; specialty: 'IM' | 'PEDS' | 'MS' }>();
      for (const row of rows) {
        if (!copies.has(row.productId))
          copies.set(row.productId, { userProductId: row.userProductId, specialty: row.specialty });
      }
      return copies;
    },

    // --- announcements

    /** Announcements not archived, newest first: every group's (`groupId` all), or the program's and one group's. */
    async announcements(organizationId: number, groupId: number | null | 'all') {
      return announcementRows()
        .where(
          and(
            eq(medcentralAnnouncements.organizationId, organizationId),
            isNull(medcentralAnnouncements.archivedAt),
            groupId === 'all'
              ? undefined
              : or(
                  isNull(medcentralAnnouncements.groupId),
                  groupId === null ? undefined : eq(medcentralAnnouncements.groupId, groupId),
                ),
          ),
        )
        .orderBy(desc(medcentralAnnouncements.createdAt), desc(medcentralAnnouncements.id));
    },

    async announcement(announcementId: number) {
      const [row] = await announcementRows().where(eq(medcentralAnnouncements.id, announcementId));
      return row;
    },

    async addAnnouncement(values: typeof medcentralAnnouncements.$inferInsert) {
      const [row] = await db.insert(medcentralAnnouncements).values(values).returning();
      return row!;
    },

    async changeAnnouncement(
      announcementId: number,
      values: Partial<typeof medcentralAnnouncements.$inferInsert>,
    ) {
      await db
        .update(medcentralAnnouncements)
        .set(values)
        .where(eq(medcentralAnnouncements.id, announcementId));
    },

    // --- assignments

    async assignment(assignmentId: number): Promise<AssignmentSummaryRow | undefined> {
      const [row] = await summaries({}).where(eq(medcentralAssignments.id, assignmentId));
      return row?.assignment;
    },

    /** The program's assignments, due soonest first. */
    async programAssignments(organizationId: number) {
      const rows = await summaries({})
        .where(eq(medcentralAssignments.organizationId, organizationId))
        .orderBy(asc(medcentralAssignments.dueAt), asc(medcentralAssignments.id));
      return rows.map((row) => row.assignment);
    },

    /** Where every resident stands on the program's assignments: the moments the status is read from. */
    async programStandings(organizationId: number) {
      const r = medcentralAssignmentRecipients;
      return db
        .select({
          assignmentId: r.assignmentId,
          startedAt: r.startedAt,
          completedAt: r.completedAt,
          passed: r.passed,
        })
        .from(r)
        .innerJoin(medcentralAssignments, eq(medcentralAssignments.id, r.assignmentId))
        .where(eq(medcentralAssignments.organizationId, organizationId));
    },

    /** The account's assignments in the program, due soonest first, with where they stand. */
    async assignmentsOf(organizationId: number, accountId: number) {
      return summaries({ recipient: getTableColumns(medcentralAssignmentRecipients) })
        .innerJoin(
          medcentralAssignmentRecipients,
          and(
            eq(medcentralAssignmentRecipients.assignmentId, medcentralAssignments.id),
            eq(medcentralAssignmentRecipients.accountId, accountId),
          ),
        )
        .where(eq(medcentralAssignments.organizationId, organizationId))
        .orderBy(asc(medcentralAssignments.dueAt), asc(medcentralAssignments.id));
    },

    /** The resident's row on an assignment; `lock`: held until the transaction ends. */
    async recipient(assignmentId: number, accountId: number, lock = false) {
      const query = db
        .select()
        .from(medcentralAssignmentRecipients)
        .where(
          and(
            eq(medcentralAssignmentRecipients.assignmentId, assignmentId),
            eq(medcentralAssignmentRecipients.accountId, accountId),
          ),
        );
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Every resident it was given to, by name, with their group and PGY year. */
    async recipients(assignmentId: number, organizationId: number) {
      return db
        .select({
          ...getTableColumns(medcentralAssignmentRecipients),
          name: fullName(accounts),
          groupName: organizationGroups.name,
          pgyYear: organizationMembers.pgyYear,
        })
        .from(medcentralAssignmentRecipients)
        .innerJoin(accounts, eq(accounts.id, medcentralAssignmentRecipients.accountId))
        .leftJoin(
          organizationMembers,
          and(
            eq(organizationMembers.accountId, medcentralAssignmentRecipients.accountId),
            eq(organizationMembers.organizationId, organizationId),
          ),
        )
        .leftJoin(organizationGroups, eq(organizationGroups.id, organizationMembers.groupId))
        .where(eq(medcentralAssignmentRecipients.assignmentId, assignmentId))
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
    },

    /** A question set's questions in their order. */
    async questionIds(assignmentId: number) {
      const rows = await db
        .select({ questionId: medcentralAssignmentQuestions.questionId })
        .from(medcentralAssignmentQuestions)
        .where(eq(medcentralAssignmentQuestions.assignmentId, assignmentId))
        .orderBy(asc(medcentralAssignmentQuestions.position));
      return rows.map((r) => r.questionId);
    },

    async addAssignment(values: NewAssignment, questionIds: number[], accountIds: number[]) {
      const [row] = await db.insert(medcentralAssignments).values(values).returning();
      const assignmentId = row!.id;
      if (questionIds.length > 0)
        await db
          .insert(medcentralAssignmentQuestions)
          .values(
            questionIds.map((questionId, i) => ({ assignmentId, questionId, position: i + 1 })),
          );
      await db.insert(medcentralAssignmentRecipients).values(
        accountIds.map((accountId) => ({
          assignmentId,
          accountId,
          assignedAt: values.createdAt,
        })),
      );
      return assignmentId;
    },

    /**
     * Changes the assignment when it still has the lockVersion read (the version grows); false when
     * another edit came first, and nothing is written.
     */
    async changeAssignment(
      assignmentId: number,
      lockVersion: number,
      values: Partial<NewAssignment>,
    ): Promise<boolean> {
      const rows = await db
        .update(medcentralAssignments)
        .set({ ...values, lockVersion: sql`${medcentralAssignments.lockVersion} + 1` })
        .where(
          and(
            eq(medcentralAssignments.id, assignmentId),
            eq(medcentralAssignments.lockVersion, lockVersion),
          ),
        )
        .returning({ id: medcentralAssignments.id });
      return rows.length > 0;
    },

    /** The audience becomes these residents: the others' rows go, the new ones are given it now. */
    async setRecipients(assignmentId: number, accountIds: number[], now: Date) {
      await db
        .delete(medcentralAssignmentRecipients)
        .where(
          and(
            eq(medcentralAssignmentRecipients.assignmentId, assignmentId),
            sql`${medcentralAssignmentRecipients.accountId} <> all(${`{${accountIds.join(',')}}`}::int[])`,
          ),
        );
      await db
        .insert(medcentralAssignmentRecipients)
        .values(accountIds.map((accountId) => ({ assignmentId, accountId, assignedAt: now })))
        .onConflictDoNothing();
    },

    /** A new passing score judges the completed again. */
    async rejudge(assignmentId: number, passingScore: number) {
      await db
        .update(medcentralAssignmentRecipients)
        .set({ passed: sql`${medcentralAssignmentRecipients.scorePercent} >= ${passingScore}` })
        .where(
          and(
            eq(medcentralAssignmentRecipients.assignmentId, assignmentId),
            sql`${medcentralAssignmentRecipients.scorePercent} is not null`,
          ),
        );
    },

    /** The resident's session's product (to open it in the player); undefined when gone. */
    async sessionProduct(qaSessionId: number, accountId: number) {
      const [row] = await db
        .select({ userProductId: qaSessions.userProductId, specialty: products.specialty })
        .from(qaSessions)
        .innerJoin(userProducts, eq(userProducts.id, qaSessions.userProductId))
        .innerJoin(products, eq(products.id, userProducts.productId))
        .where(and(eq(qaSessions.id, qaSessionId), eq(qaSessions.accountId, accountId)));
      return row;
    },

    async setSession(assignmentId: number, accountId: number, qaSessionId: number, now: Date) {
      await db
        .update(medcentralAssignmentRecipients)
        .set({
          qaSessionId,
          startedAt: sql`coalesce(${medcentralAssignmentRecipients.startedAt}, ${now.toISOString()})`,
        })
        .where(
          and(
            eq(medcentralAssignmentRecipients.assignmentId, assignmentId),
            eq(medcentralAssignmentRecipients.accountId, accountId),
          ),
        );
    },
  };
}
