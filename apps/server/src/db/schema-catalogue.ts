/**
 * The catalogue (products, their templates, words and GTINs) and the places items are kept (locations, sub-locations).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { consigners } from './schema-consigners';
import { createdAt, storeRef, stores, updatedAt } from './schema-stores';

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
