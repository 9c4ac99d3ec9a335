import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** stored lower-cased; unique */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** version of the terms the account last accepted; null = never */
    acceptedTermsVersion: integer('accepted_terms_version'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isContentManager: boolean('is_content_manager').notNull().default(false),
    canPreviewQna: boolean('can_preview_qna').notNull().default(false),
    canAssumeUsers: boolean('can_assume_users').notNull().default(false),
    /** the product's super user (spec §6): holds the Preview Q&A right whatever its own flag */
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    /** the account's customer id in NetSuite (spec §7's change endpoint; staff set it) */
    netSuiteCustomerId: text('netsuite_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    // Staff's account search (issue 26) matches prefixes: text_pattern_ops lets LIKE 'x%' use a
    // btree whatever the database's collation. "first last" covers a first-name prefix too, and
    // "last first" a last-name prefix (admin-accounts/search-repository.ts spells them alike).
    index('accounts_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('accounts_name_prefix_idx').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index('accounts_reversed_name_prefix_idx').on(
      sql`lower(${t.lastName} || ' ' || ${t.firstName}) text_pattern_ops`,
    ),
    // Admin → Terms (admin-settings/terms-repository.ts): who agreed, newest agreement first, of
    // all versions or of one; those not on the version in force by the version they are on
    // (0: never), so that each list is one ordered range of an index, whatever the versions'
    // shares (terms-repository.ts spells the expression alike).
    index('accounts_terms_accepted_idx').on(sql`${t.acceptedTermsAt} desc nulls last`, t.id),
    index('accounts_terms_version_idx').on(
      sql`coalesce(${t.acceptedTermsVersion}, 0) desc`,
      sql`${t.acceptedTermsAt} desc nulls last`,
      t.id,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the cookie token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** set while a staff member assumes another account */
    assumedAccountId: integer('assumed_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** the 3.0 API step has been done for this session */
    api3AuthenticatedAt: timestamp('api3_authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-in and reset counters per address and per account, shared by every server. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * A registration waiting for its e-mail to be confirmed: the account is created only when the
 * mailed link comes back, so registering reveals nothing about the address and squats nothing.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** sha-256 of the mailed token; the token itself is never stored */
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** the terms in force when the form (which agrees to them) was sent */
    termsVersion: integer('terms_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Browsers an account has signed in from (a long-lived device cookie, stored hashed). A known
 * device is throttled on its own, so strangers failing passwords cannot lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.accountId] })],
);
