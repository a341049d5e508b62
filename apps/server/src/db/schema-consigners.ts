/**
 * Consigners, the consigner types that set their fee rules, and the store's consignment terms.
 */
import type { ConsignmentTerms } from '@backroom/domain/consignment-terms';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, storeRef, updatedAt, users } from './schema-stores';

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
      onTermExpiring: true,
      onMarkdown: true,
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
