/**
 * The whole database. Every tenant table carries store_id with a foreign key to stores and indexes that start
 * with store_id, because every query of a request is scoped to one store.
 * Money columns are integer minor units of the store's currency.
 */
import type { ConsignmentTerms } from '@backroom/domain/consignment-terms';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const storeRef = () =>
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

/**
 * A store's named consignment terms (issue 16): `terms` is the domain's ConsignmentTerms (minor units). Editing
 * bumps `version`; items keep the copy that was in force when they were accepted.
 */
export const consignmentTerms = pgTable(
  'consignment_terms',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    terms: jsonb('terms').$type<ConsignmentTerms>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'consignment_terms_pk', columns: [t.storeId, t.id] }),
    uniqueIndex('consignment_terms_store_name_uq').on(t.storeId, sql`lower(${t.name})`),
    uniqueIndex('consignment_terms_one_default_uq').on(t.storeId).where(sql`${t.isDefault}`),
  ],
);

export const consignerTypes = pgTable(
  'consigner_types',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    accountType: text('account_type').notNull(),
    sellingFee: doublePrecision('selling_fee').notNull(),
    minFee: integer('min_fee').notNull().default(0),
    flatFee: integer('flat_fee').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    category: text('category'),
    option1Value: text('option1_value'),
    option2Value: text('option2_value'),
    option3Value: text('option3_value'),
    /** A list of categories: the row applies to any of them (with `category`). */
    categories: text('categories').array(),
    /** The consignment terms of this type's consigners (null: the store's default terms). */
    consignmentTermsId: integer('consignment_terms_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'consigner_types_pk', columns: [t.storeId, t.id] }),
    index('consigner_types_store_idx').on(t.storeId, t.accountType),
    foreignKey({
      name: 'consigner_types_terms_fk',
      columns: [t.storeId, t.consignmentTermsId],
      foreignColumns: [consignmentTerms.storeId, consignmentTerms.id],
    }),
    // At most one default row per store; the service keeps "at least one".
    uniqueIndex('consigner_types_one_default_uq').on(t.storeId).where(sql`${t.isDefault}`),
    // A type is its name (any case) and the rows of one type differ by the category or options they apply to.
    uniqueIndex('consigner_types_store_name_rule_uq').on(
      t.storeId,
      sql`lower(${t.accountType})`,
      sql`coalesce(${t.category}, '')`,
      sql`coalesce(${t.categories}, '{}')`,
      sql`coalesce(${t.option1Value}, '')`,
      sql`coalesce(${t.option2Value}, '')`,
      sql`coalesce(${t.option3Value}, '')`,
    ),
  ],
);

export const consigners = pgTable(
  'consigners',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    userId: uuid('user_id'),
    consignerTypeId: integer('consigner_type_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    idNumber: text('id_number'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bank: text('bank'),
    bankType: text('bank_type'),
    branchCode: text('branch_code'),
    payoutType: text('payout_type'),
    payoutData: text('payout_data'),
    bankData: jsonb('bank_data').$type<Record<string, string>>(),
    isStoreAccount: boolean('is_store_account').notNull().default(false),
    marketplaceLocation: boolean('marketplace_location').notNull().default(false),
    acceptedTOS: boolean('accepted_tos').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    chargeTax: boolean('charge_tax').notNull().default(false),
    emailNotifications: jsonb('email_notifications').$type<Record<string, boolean>>().notNull().default({
      onInventoryAccept: true,
      onPayout: true,
      onProductSold: true,
      onPriceAcceptOrDecline: true,
      onWithdrawAcceptOrDecline: true,
    }),
    /** Outstanding withdrawal fees owed to the store, recovered as negativeBalance on later payouts. */
    balanceOwed: integer('balance_owed').notNull().default(0),
    /** This consigner's own consignment terms, over their type's and the store's default. */
    consignmentTermsId: integer('consignment_terms_id'),
    /** What the consigners search matches (name, e-mail, phone), trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('consigners_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('consigners_store_email_uq').on(t.storeId, t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('consigners_user_uq').on(t.storeId, t.userId),
    uniqueIndex('consigners_one_store_account_uq').on(t.storeId).where(sql`${t.isStoreAccount}`),
    index('consigners_store_name_idx').on(t.storeId, t.lastName, t.firstName),
    primaryKey({ name: 'consigners_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (user_id) / (consigner_type_id) in the migrations: the store_id of the pair stays.
    foreignKey({
      name: 'consigners_user_fk',
      columns: [t.storeId, t.userId],
      foreignColumns: [users.storeId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'consigners_type_fk',
      columns: [t.storeId, t.consignerTypeId],
      foreignColumns: [consignerTypes.storeId, consignerTypes.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'consigners_terms_fk',
      columns: [t.storeId, t.consignmentTermsId],
      foreignColumns: [consignmentTerms.storeId, consignmentTerms.id],
    }),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    name: text('name').notNull(),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'locations_pk', columns: [t.storeId, t.id] }),
    uniqueIndex('locations_store_name_uq').on(t.storeId, t.name),
  ],
);

export const subLocations = pgTable(
  'sub_locations',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    locationId: integer('location_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sub_locations_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'sub_locations_location_fk',
      columns: [t.storeId, t.locationId],
      foreignColumns: [locations.storeId, locations.id],
    }).onDelete('cascade'),
    uniqueIndex('sub_locations_store_loc_name_uq').on(t.storeId, t.locationId, t.name),
  ],
);

export const productTemplates = pgTable(
  'product_templates',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    title: text('title').notNull(),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull().default(''),
    gender: text('gender'),
    weight: integer('weight'),
    option1: text('option1').notNull(),
    option2: text('option2'),
    option3: text('option3'),
    option1Values: text('option1_values').array().notNull().default(sql`'{}'::text[]`),
    option2Values: text('option2_values').array().notNull().default(sql`'{}'::text[]`),
    option3Values: text('option3_values').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'product_templates_pk', columns: [t.storeId, t.id] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    productTemplateId: integer('product_template_id'),
    title: text('title').notNull(),
    brand: text('brand').notNull().default(''),
    sku: text('sku').notNull().default(''),
    stockXId: text('stockx_id'),
    shopifyId: text('shopify_id'),
    category: text('category').notNull().default(''),
    gender: text('gender'),
    year: integer('year'),
    color: text('color'),
    image: text('image'),
    imageList: text('image_list').array().notNull().default(sql`'{}'::text[]`),
    /** 'active' catalogue product, or 'submitted' for review (spec 3 §2.3). */
    reviewStatus: text('review_status').$type<'active' | 'submitted'>().notNull().default('active'),
    /** The consigner who requested the product (spec 1 §2.3): they see it as pending review until approved. */
    requestedByConsignerId: integer('requested_by_consigner_id'),
    /** What product search matches: title, brand and SKU in lower case, with one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || brand || ' ' || sku)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'products_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'products_template_fk',
      columns: [t.storeId, t.productTemplateId],
      foreignColumns: [productTemplates.storeId, productTemplates.id],
    }).onDelete('restrict'),
    index('products_store_sku_idx').on(t.storeId, t.sku),
    // One Backroom product per Shopify product: importing it again updates it (issue 15 §2).
    uniqueIndex('products_store_shopify_uq')
      .on(t.storeId, t.shopifyId)
      .where(sql`${t.shopifyId} is not null`),
    // Search puts an exact SKU (any case) first.
    index('products_store_lower_sku_idx').on(t.storeId, sql`lower(${t.sku})`),
    index('products_store_title_idx').on(t.storeId, t.title),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: 'products_requested_by_consigner_fk',
      columns: [t.storeId, t.requestedByConsignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }),
    index('products_store_requester_idx')
      .on(t.storeId, t.requestedByConsignerId)
      .where(sql`${t.requestedByConsignerId} is not null`),
  ],
);

/** Bumped by a trigger on every product write: cached search pages of an older version are never served. */
export const catalogueVersions = pgTable('catalogue_versions', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Bumped by triggers whenever what the inventory filter options list changes (consigners' names, locations,
 * sublocations, template option values): the cached answer of an older version is never served.
 */
export const filterOptionVersions = pgTable('filter_option_versions', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Every word of the store's product titles, brands and SKUs (kept by a trigger on products): misspelt search
 * words are corrected against it, a small table, instead of fuzzy-matching every product.
 */
export const productWords = pgTable(
  'product_words',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    index('product_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/** A GTIN (barcode) names one size of one product; unique per store. */
export const productGtins = pgTable(
  'product_gtins',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    productId: integer('product_id').notNull(),
    size: text('size').notNull(),
    gtin: text('gtin').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_gtins_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'product_gtins_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('product_gtins_store_gtin_uq').on(t.storeId, t.gtin),
    index('product_gtins_product_idx').on(t.storeId, t.productId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    channel: text('channel').notNull().default('local'),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('paid'),
    customer: jsonb('customer').$type<Record<string, string>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'orders_pk', columns: [t.storeId, t.id] }),
    // Webhooks delivered many times create one order.
    uniqueIndex('orders_store_channel_external_uq').on(t.storeId, t.channel, t.externalId),
    index('orders_store_date_idx').on(t.storeId, t.orderDate.desc().nullsFirst()),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    name: text('name').notNull(),
    status: text('status').$type<'Pending' | 'Failed' | 'Buying' | 'Paid' | 'Created'>().notNull(),
    total: integer('total').notNull().default(0),
    provider: text('provider').notNull().default('manual'),
    createdBy: integer('created_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The client's key for one "create payout" intent: a retry after a timeout finds the payout it made. */
    requestKey: text('request_key'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payouts_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (created_by) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'payouts_created_by_fk',
      columns: [t.storeId, t.createdBy],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    index('payouts_store_status_idx').on(t.storeId, t.status, t.createdAt.desc().nullsFirst()),
    // Reports: paid payouts per day.
    index('payouts_store_paid_idx').on(t.storeId, t.paidAt, t.total).where(sql`${t.status} = 'Paid'`),
    uniqueIndex('payouts_store_request_key_uq')
      .on(t.storeId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

/** One consigner's share of a payout: gross, the negative balance recovered from it, and what is sent. */
export const payoutConsigners = pgTable(
  'payout_consigners',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    gross: integer('gross').notNull(),
    negativeBalance: integer('negative_balance').notNull().default(0),
    total: integer('total').notNull(),
    itemCount: integer('item_count').notNull().default(0),
    /** pending (not sent or in flight), paid, failed (provider refused; retry offered). */
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    error: text('error'),
    providerRef: text('provider_ref'),
    /** When this share became paid (set with status 'paid'): the reports' paid payouts count shares by it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'payout_consigners_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'payout_consigners_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payout_consigners_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    uniqueIndex('payout_consigners_payout_consigner_uq').on(t.storeId, t.payoutId, t.consignerId),
    index('payout_consigners_store_consigner_idx').on(t.storeId, t.consignerId),
  ],
);

/** Who did what to a payout and for how much: creation, mark paid, provider results, retries. */
export const payoutAudits = pgTable(
  'payout_audits',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    employeeId: integer('employee_id'),
    amount: integer('amount').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payout_audits_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (employee_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'payout_audits_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'payout_audits_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    index('payout_audits_payout_idx').on(t.storeId, t.payoutId, t.createdAt),
  ],
);

export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    code: text('code').notNull(),
    productId: integer('product_id').notNull(),
    productTemplateId: integer('product_template_id'),
    consignerId: integer('consigner_id').notNull(),
    status: text('status').notNull(),
    saleType: text('sale_type').$type<'Consignment' | 'Buying'>().notNull().default('Consignment'),
    price: integer('price').notNull().default(0),
    requestedPrice: integer('requested_price'),
    storeRequestPriceLow: integer('store_request_price_low'),
    storeRequestPriceHigh: integer('store_request_price_high'),
    payoutAmount: integer('payout_amount').notNull().default(0),
    payoutFee: integer('payout_fee').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    total: integer('total').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    soldPrice: integer('sold_price'),
    option1Value: text('option1_value'),
    option2Value: text('option2_value'),
    option3Value: text('option3_value'),
    category: text('category'),
    locationId: integer('location_id'),
    subLocationId: integer('sub_location_id'),
    notes: text('notes'),
    trackingCode: text('tracking_code'),
    image: text('image'),
    printed: boolean('printed').notNull().default(false),
    preapprovalStatus: text('preapproval_status'),
    paymentType: text('payment_type'),
    services: jsonb('services').$type<{ cleaning?: boolean; box?: boolean }>().notNull().default({}),
    isWithdrawnEarly: boolean('is_withdrawn_early').notNull().default(false),
    withdrawalFee: integer('withdrawal_fee').notNull().default(0),
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    withdrawalDecidedAt: timestamp('withdrawal_decided_at', { withTimezone: true }),
    withdrawalDecidedBy: text('withdrawal_decided_by'),
    shopifyId: text('shopify_id'),
    orderId: integer('order_id'),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    soldOn: timestamp('sold_on', { withTimezone: true }),
    lastUpdatedBy: text('last_updated_by'),
    /** The consignment terms in force when the item was accepted (a copy: later edits do not change it). */
    termsId: integer('terms_id'),
    termsVersion: integer('terms_version'),
    terms: jsonb('terms').$type<ConsignmentTerms>(),
    /** The price markdowns are a percent of, the accepted day (store time zone) and the term's end. */
    termsListedPrice: integer('terms_listed_price'),
    termsStartedOn: date('terms_started_on'),
    termsExpiresOn: date('terms_expires_on'),
    /** The last markdown step the daily job applied (0: none). */
    termsMarkdownStep: integer('terms_markdown_step').notNull().default(0),
    /** Set by the daily job: the day the term ended, and the expiry action it applied after the grace period. */
    termsExpiredOn: date('terms_expired_on'),
    termsActionOn: date('terms_action_on'),
    /** The day the daily job sent the consigner the week-before-expiry warning (once per term end). */
    termsWarnedOn: date('terms_warned_on'),
    /** Bumped on every change; an UPDATE with a stale version loses with 409. */
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'inventories_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'inventories_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'inventories_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'inventories_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'inventories_template_fk',
      columns: [t.storeId, t.productTemplateId],
      foreignColumns: [productTemplates.storeId, productTemplates.id],
    }).onDelete('restrict'),
    // ON DELETE SET NULL (order_id) / (location_id) / (sub_location_id) in the migrations: the store_id of the pair stays.
    foreignKey({
      name: 'inventories_location_fk',
      columns: [t.storeId, t.locationId],
      foreignColumns: [locations.storeId, locations.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'inventories_sub_location_fk',
      columns: [t.storeId, t.subLocationId],
      foreignColumns: [subLocations.storeId, subLocations.id],
    }).onDelete('set null'),
    uniqueIndex('inventories_store_code_uq').on(t.storeId, t.code),
    // List pages (newest update first, ties by id) come straight off these indexes, filtered or not.
    index('inventories_store_status_updated_idx').on(
      t.storeId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inventories_store_updated_idx').on(
      t.storeId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inventories_store_consigner_idx').on(t.storeId, t.consignerId, t.status),
    index('inventories_store_product_idx').on(t.storeId, t.productId, t.status),
    // A product card's lowest Active price straight from the index.
    index('inventories_store_product_price_idx')
      .on(t.storeId, t.productId, t.status, t.price)
      .where(sql`${t.deletedAt} is null`),
    index('inventories_store_location_idx').on(
      t.storeId,
      t.locationId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The price and creation sorts of the admin lists.
    index('inventories_store_status_price_idx').on(t.storeId, t.status, t.price, t.id),
    index('inventories_store_status_created_idx').on(
      t.storeId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Search by a part of the item code.
    index('inventories_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    index('inventories_store_sold_idx').on(t.storeId, t.soldOn),
    // Reports: sales per consigner over a date range read from this index alone (docs/reports.md).
    index('inventories_store_sold_cover_idx')
      .on(t.storeId, t.soldOn, t.consignerId, t.status, t.soldPrice, t.price, t.discount)
      .where(sql`${t.soldOn} is not null`),
    index('inventories_order_idx').on(t.storeId, t.orderId),
    // The daily terms job and the Expiring list read the store's live items with terms by expiry.
    index('inventories_store_terms_idx')
      .on(t.storeId, t.termsExpiresOn)
      .where(sql`${t.terms} is not null and ${t.deletedAt} is null`),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    orderId: integer('order_id').notNull(),
    inventoryId: integer('inventory_id'),
    externalId: text('external_id'),
    title: text('title').notNull().default(''),
    price: integer('price').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** Set when the item was already sold through another channel: flagged, never paid twice. */
    conflict: text('conflict'),
    /** Why a line that names an item (SKU, size, code) found none of ours: listed for staff on the order. */
    unmatched: text('unmatched'),
  },
  (t) => [
    primaryKey({ name: 'order_line_items_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'order_line_items_order_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    // ON DELETE SET NULL (inventory_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'order_line_items_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('set null'),
    index('order_line_items_order_idx').on(t.storeId, t.orderId),
    // A replayed webhook adds no line twice.
    uniqueIndex('order_line_items_order_external_uq').on(t.storeId, t.orderId, t.externalId),
    index('order_line_items_inventory_idx').on(t.storeId, t.inventoryId),
  ],
);

/**
 * A store's Linnworks connection (one per store). The application secret and installation token are sealed
 * (security/secret-box.ts); `syncedThrough` is the cursor: orders processed before it are in. The last sync's
 * outcome is kept for the Orders screen.
 */
export const linnworksConnections = pgTable('linnworks_connections', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  applicationId: text('application_id').notNull(),
  applicationSecret: text('application_secret_sealed').notNull(),
  installationToken: text('installation_token_sealed').notNull(),
  syncedThrough: timestamp('synced_through', { withTimezone: true }),
  /** When the staff app last asked for a sync: page loads within a few minutes start none. */
  lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncStatus: text('last_sync_status').$type<'ok' | 'failed'>(),
  lastSyncError: text('last_sync_error'),
  lastSyncResult: jsonb('last_sync_result').$type<Record<string, number>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    amount: integer('amount').notNull(),
    /** False once its payout failed, so the item can be paid again. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'payout_items_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'payout_items_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payout_items_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payout_items_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('restrict'),
    // An item is in at most one payout that has not failed: a double click cannot pay it twice.
    uniqueIndex('payout_items_live_inventory_uq').on(t.storeId, t.inventoryId).where(sql`${t.live}`),
    index('payout_items_payout_idx').on(t.storeId, t.payoutId),
    index('payout_items_consigner_idx').on(t.storeId, t.consignerId),
  ],
);

export const cheques = pgTable(
  'cheques',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    payoutId: integer('payout_id').notNull(),
    consignerId: integer('consigner_id').notNull(),
    amount: integer('amount').notNull(),
    externalId: text('external_id'),
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'cheques_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'cheques_consigner_fk',
      columns: [t.storeId, t.consignerId],
      foreignColumns: [consigners.storeId, consigners.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'cheques_payout_fk',
      columns: [t.storeId, t.payoutId],
      foreignColumns: [payouts.storeId, payouts.id],
    }).onDelete('cascade'),
    index('cheques_store_payout_idx').on(t.storeId, t.payoutId),
  ],
);

export const inventoryLogs = pgTable(
  'inventory_logs',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    inventoryId: integer('inventory_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    modifiedFields: jsonb('modified_fields')
      .$type<{ variableChanged: string; beforeValue: unknown; afterValue: unknown }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'inventory_logs_pk', columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'inventory_logs_inventory_fk',
      columns: [t.storeId, t.inventoryId],
      foreignColumns: [inventories.storeId, inventories.id],
    }).onDelete('cascade'),
    index('inventory_logs_item_idx').on(t.storeId, t.inventoryId, t.createdAt),
  ],
);

export const scans = pgTable(
  'scans',
  {
    id: serial('id').notNull(),
    storeId: storeRef(),
    locationId: integer('location_id').notNull(),
    status: text('status').notNull().default('new'),
    inventoryIds: integer('inventory_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The result as it was when the scan ran, so an earlier scan's VIEW shows what was missing then. */
    missingIds: integer('missing_ids').array().notNull().default(sql`'{}'::int[]`),
    overScannedIds: integer('over_scanned_ids').array().notNull().default(sql`'{}'::int[]`),
    expectedCount: integer('expected_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'scans_pk', columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (created_by) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'scans_created_by_fk',
      columns: [t.storeId, t.createdBy],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'scans_location_fk',
      columns: [t.storeId, t.locationId],
      foreignColumns: [locations.storeId, locations.id],
    }).onDelete('cascade'),
    index('scans_store_location_idx').on(t.storeId, t.locationId, t.createdAt),
  ],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the e-mail (e.g. the signed agreement as PDF), base64. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default([]),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_emails_store_idx').on(t.storeId, t.createdAt),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    result: jsonb('result'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAt), index('jobs_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * Reports: the store's stock, maintained by triggers on inventories (migrations 0010 and 0014), so a report
 * reads a few thousand rows instead of scanning a million items. Three views of the same items, told apart by
 * `dim`: 'place' (status × owned × category × location), 'accepted' (status × owned × acceptance day) and 'sold'
 * (status × owned × sale day); days are calendar days in the store's time zone. Writers only append to
 * inventory_stat_deltas (no hot row to wait on); readers add the deltas, a background folder (reports/fold.ts)
 * moves them into inventory_stats every few seconds.
 */
const statColumns = () => ({
  storeId: storeRef(),
  dim: text('dim').$type<'place' | 'accepted' | 'sold'>().notNull(),
  status: text('status').notNull(),
  /** Store-owned (the store account's or a bought item): its cost is `cost`, not the consigner's payout. */
  owned: boolean('owned').notNull(),
  category: text('category').notNull().default(''),
  locationId: integer('location_id').notNull().default(0),
  day: date('day'),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  cost: bigint('cost', { mode: 'number' }).notNull().default(0),
  payout: bigint('payout', { mode: 'number' }).notNull().default(0),
});

/**
 * Paid payout money per store and quarter hour (when consigner shares became paid), kept by a trigger on
 * payout_consigners (migration 0018): the reports add up a few thousand buckets instead of every share. Quarter
 * hours, because every time zone's midnight falls on one.
 */
export const paidPayoutBuckets = pgTable(
  'paid_payout_buckets',
  {
    storeId: storeRef(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.bucket] })],
);

// The key is the unique constraint below, which cannot be the primary key (day is null in 'place' rows): an
// identity column makes one that starts with store_id.
export const inventoryStats = pgTable(
  'inventory_stats',
  { id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(), ...statColumns() },
  (t) => [
    primaryKey({ name: 'inventory_stats_pk', columns: [t.storeId, t.id] }),
    unique('inventory_stats_key_uq')
      .on(t.storeId, t.dim, t.status, t.owned, t.category, t.locationId, t.day)
      .nullsNotDistinct(),
  ],
);

export const inventoryStatDeltas = pgTable(
  'inventory_stat_deltas',
  { id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(), ...statColumns() },
  (t) => [
    primaryKey({ name: 'inventory_stat_deltas_pk', columns: [t.storeId, t.id] }),
    index('inventory_stat_deltas_store_idx').on(t.storeId, t.dim),
  ],
);

/**
 * Billing (#15.1): the store's own subscription to Backroom. One account per store; during the trial the
 * current period is the trial. Money is minor units of the platform's billing currency.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    storeId: storeRef().primaryKey(),
    planId: text('plan_id').notNull(),
    status: text('status').$type<'trialing' | 'active' | 'past_due' | 'cancelled'>().notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** The day of the month periods end on (a period started on the 31st ends on the 30th in short months). */
    anchorDay: integer('anchor_day').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** What the owner sees ("Visa ending 4242"); the provider's reference is never shown. */
    paymentMethodLabel: text('payment_method_label'),
    paymentMethodRef: text('payment_method_ref'),
    providerCustomerId: text('provider_customer_id'),
    invoiceSequence: integer('invoice_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_accounts_period_end_idx').on(t.currentPeriodEnd)],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'paid' | 'void'>().notNull().default('open'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    planName: text('plan_name').notNull(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    taxName: text('tax_name').notNull().default('Tax'),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    /** When the invoice run tries a failed charge again (dunning); null when paid or out of retries. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('billing_invoices_store_number_uq').on(t.storeId, t.number),
    // The invoice run is safe to repeat: one invoice per store and period.
    uniqueIndex('billing_invoices_store_period_uq').on(t.storeId, t.periodStart),
    index('billing_invoices_store_issued_idx').on(t.storeId, t.issuedAt.desc().nullsFirst()),
    index('billing_invoices_retry_idx').on(t.nextRetryAt).where(sql`${t.status} = 'open'`),
  ],
);

export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    storeId: storeRef(),
    invoiceId: integer('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.invoiceId, t.position] }),
    foreignKey({
      columns: [t.storeId, t.invoiceId],
      foreignColumns: [billingInvoices.storeId, billingInvoices.id],
    }).onDelete('cascade'),
  ],
);

/** Proration credits and charges waiting for the next invoice (invoice_id set once billed). */
export const billingAdjustments = pgTable(
  'billing_adjustments',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.invoiceId],
      foreignColumns: [billingInvoices.storeId, billingInvoices.id],
    }),
    index('billing_adjustments_pending_idx').on(t.storeId).where(sql`${t.invoiceId} is null`),
  ],
);

/** Who changed the subscription and when: plan changes, cancel, resume, payment method, payments. */
export const billingAudits = pgTable(
  'billing_audits',
  {
    storeId: storeRef(),
    id: serial('id').notNull(),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull(),
    employeeId: integer('employee_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    // ON DELETE SET NULL (employee_id) in the migration: the store_id of the pair stays.
    foreignKey({
      name: 'billing_audits_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('set null'),
    index('billing_audits_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** Billing provider webhook events already handled: a redelivered event changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
