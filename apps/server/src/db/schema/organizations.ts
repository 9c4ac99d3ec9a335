import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment, stamp } from './columns';
import { products, userProducts } from './products';

/**
 * Organizations and their members (issue 27, decision 1401): a residency program buys seats of
 * products for its residents, groups them (a class year, a track), and invites them by e-mail.
 */

/** What a member is in their program; faculty and program directors see the program dashboard. */
export const organizationRoles = ['resident', 'faculty', 'program director', 'staff'] as const;

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** a residency program gets MedCentral */
  isResidencyProgram: boolean('is_residency_program').notNull().default(false),
});

/** A group of an organization's members (a class year, a track); names unique in the program. */
export const organizationGroups = pgTable(
  'organization_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [unique('organization_groups_name_key').on(t.organizationId, t.name)],
);

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
    role: text('role', { enum: organizationRoles }).notNull().default('resident'),
    /** postgraduate year (1–7) of a resident; null for others */
    pgyYear: integer('pgy_year'),
    groupId: integer('group_id').references(() => organizationGroups.id, {
      onDelete: 'set null',
    }),
    joinedAt: stamp('joined_at'),
  },
  (t) => [
    unique('organization_members_key').on(t.organizationId, t.accountId),
    index('organization_members_account_idx').on(t.accountId),
    index('organization_members_group_idx').on(t.groupId),
    check('organization_members_pgy_check', sql`${t.pgyYear} between 1 and 7`),
  ],
);

/**
 * Seats of a product bought by an organization for a period. A member holds a seat through a
 * user product granted from it (organization_seats); removing the member revokes that user
 * product and frees the seat.
 */
export const organizationLicenses = pgTable(
  'organization_licenses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    seats: integer('seats').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('organization_licenses_organization_idx').on(t.organizationId),
    check('organization_licenses_seats_check', sql`${t.seats} >= 0`),
  ],
);

/** A seat taken: the user product a license granted to a member (one seat per user product). */
export const organizationSeats = pgTable(
  'organization_seats',
  {
    licenseId: integer('license_id')
      .notNull()
      .references(() => organizationLicenses.id, { onDelete: 'cascade' }),
    userProductId: integer('user_product_id')
      .notNull()
      .references(() => userProducts.id, { onDelete: 'cascade' })
      .primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assignedAt: stamp('assigned_at'),
  },
  (t) => [unique('organization_seats_license_account_key').on(t.licenseId, t.accountId)],
);

/**
 * An invitation by e-mail to join an organization. Only the SHA-256 of its token is kept (the link
 * is in the mail alone); at most one open invitation per address and organization.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: organizationRoles }).notNull().default('resident'),
    pgyYear: integer('pgy_year'),
    groupId: integer('group_id').references(() => organizationGroups.id, {
      onDelete: 'set null',
    }),
    /** the license whose seat the member gets on joining; null = no seat */
    licenseId: integer('license_id').references(() => organizationLicenses.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByAccountId: integer('invited_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: stamp('created_at'),
    /** the last time the mail was sent (a resend moves it and the expiry) */
    sentAt: stamp('sent_at'),
    expiresAt: moment('expires_at').notNull(),
    acceptedAt: moment('accepted_at'),
    acceptedAccountId: integer('accepted_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('organization_invitations_open_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('organization_invitations_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
