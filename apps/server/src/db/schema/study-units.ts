import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerAccountId, ownerUserProductId } from './columns';

/** Spec §3 study unit kinds. */
export const studyUnitKinds = [
  'PreviewStudyUnit',
  'StudyStudyUnit',
  'SpacedRetrievalStudyUnit',
] as const;

/**
 * A Personal Trainer work item on one of the account's products. It is due from `due_at` until it
 * is completed; the toolbar badge counts the due ones (spec §3 due status).
 */
export const studyUnits = pgTable(
  'study_units',
  {
    id: serial('id').primaryKey(),
    accountId: ownerAccountId(),
    userProductId: ownerUserProductId(),
    kind: text('kind', { enum: studyUnitKinds }).notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('study_units_account_due_idx').on(t.accountId, t.dueAt)],
);
