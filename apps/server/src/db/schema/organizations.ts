import { boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** a residency program gets MedCentral */
  isResidencyProgram: boolean('is_residency_program').notNull().default(false),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isLicenseAdmin: boolean('is_license_admin').notNull().default(false),
    /** resident, faculty, staff … */
    role: text('role').notNull().default('member'),
  },
  (t) => [unique('organization_members_key').on(t.organizationId, t.accountId)],
);
