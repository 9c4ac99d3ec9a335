import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** IM, PEDS, MS; NONE exists in the spec's enumeration but is never stored for a product. */
export const specialtyCodes = ['IM', 'PEDS', 'MS'] as const;

/** Product types in their fixed order; code = the application type the type's products use. */
export const productTypes = pgTable('product_types', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  /** stable catalogue key, e.g. IM-QA-2026 */
  code: text('code').notNull().unique(),
  typeCode: text('type_code')
    .notNull()
    .references(() => productTypes.code),
  specialty: text('specialty', { enum: specialtyCodes }).notNull(),
  shortName: text('short_name').notNull(),
  fullName: text('full_name').notNull(),
  description: text('description').notNull().default(''),
  hasPersonalTrainer: boolean('has_personal_trainer').notNull().default(false),
  /** offered as a free trial */
  trialAvailable: boolean('trial_available').notNull().default(false),
  /** how many days its free trial lasts; null = the configured default (TRIAL_DAYS) */
  trialDays: integer('trial_days'),
});

/** A product an account owns (or trials) for a validity window; its id is the userProductId. */
export const userProducts = pgTable(
  'user_products',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    /** when staff revoked it (its end was set to that moment); the row stays for the history */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_products_account_idx').on(t.accountId),
    unique('user_products_account_product_key').on(t.accountId, t.productId, t.isTrial),
  ],
);

/** The specialties an account studies (the Helpful Stuff columns). */
export const accountSpecialties = pgTable(
  'account_specialties',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    specialty: text('specialty', { enum: specialtyCodes }).notNull(),
  },
  (t) => [unique('account_specialties_key').on(t.accountId, t.specialty)],
);
