/**
 * Stores and the people who sign in to them: one login per (store, e-mail), staff logins and their tokens.
 * Also the column helpers every tenant table uses (store_id with its foreign key, created/updated times).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const storeRef = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain'),
  shop: text('shop'),
  platform: text('platform'),
  storefrontAccessToken: text('storefront_access_token'),
  currency: text('currency').notNull().default('USD'),
  logo: text('logo'),
  supportEmail: text('support_email').notNull(),
  termsOfService: text('terms_of_service').notNull().default(''),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  redirectURL: text('redirect_url'),
  consignerUrl: text('consigner_url'),
  inStoreUrl: text('in_store_url'),
  isBuyingStore: boolean('is_buying_store').notNull().default(false),
  onlineMarketplace: boolean('online_marketplace').notNull().default(false),
  safeInventoryStatusMode: boolean('safe_inventory_status_mode').notNull().default(true),
  automatedPayout: boolean('automated_payout').notNull().default(false),
  absorbDiscount: boolean('absorb_discount').notNull().default(false),
  autoPreapproval: boolean('auto_preapproval').notNull().default(false),
  chargeTax: boolean('charge_tax').notNull().default(false),
  /** Percentages (not money). */
  payoutFee: doublePrecision('payout_fee').notNull().default(0),
  vatRate: doublePrecision('vat_rate').notNull().default(0),
  /** Money, minor units. */
  minApproval: integer('min_approval').notNull().default(0),
  maxApproval: integer('max_approval').notNull().default(0),
  warnAmount: integer('warn_amount').notNull().default(0),
  cleaningFee: integer('cleaning_fee').notNull().default(2000),
  boxFee: integer('box_fee').notNull().default(2000),
  withdrawFee: integer('withdraw_fee').notNull().default(0),
  withdrawEarlyDays: integer('withdraw_early_days').notNull().default(0),
  warnText: text('warn_text').notNull().default(''),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Issue 16: items are accepted only for consigners who signed the current consignment agreement. */
  requireSignedAgreement: boolean('require_signed_agreement').notNull().default(false),
  /** Everything else of the settings form (labels, e-mail texts, signup info, payout options, ...). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Identities: one login per (store, e-mail); the same e-mail in two stores is two users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: storeRef(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Sign-out and password reset add one: access tokens carry the number they were issued under. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pk', columns: [t.storeId, t.id] }),
    uniqueIndex('users_store_email_uq').on(t.storeId, t.email),
  ],
);

/** Verification, reset and refresh tokens; only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'refresh'>().notNull(),
    // Every lookup knows the store first (the request's host or path names it): unique per store.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'auth_tokens_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'auth_tokens_user_fk',
      columns: [t.storeId, t.userId],
      foreignColumns: [users.storeId, users.id],
    }).onDelete('cascade'),
    unique('auth_tokens_store_token_hash_uq').on(t.storeId, t.tokenHash),
    index('auth_tokens_user_idx').on(t.storeId, t.userId, t.purpose),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    userId: uuid('user_id'),
    inviteId: uuid('invite_id').notNull().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<'Admin' | 'Staff'>().notNull().default('Staff'),
    accessControls: text('access_controls').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'employees_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (user_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'employees_user_fk',
      columns: [t.storeId, t.userId],
      foreignColumns: [users.storeId, users.id],
    }).onDelete('set null'),
    unique('employees_store_invite_uq').on(t.storeId, t.inviteId),
    uniqueIndex('employees_store_email_uq').on(t.storeId, t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('employees_user_uq').on(t.storeId, t.userId),
  ],
);
