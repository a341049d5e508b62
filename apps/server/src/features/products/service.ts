import { PRODUCT_MESSAGES } from '@backroom/domain/messages/products';
import { fromMinor } from '@backroom/domain/money';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Principal } from '../../core/principal';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { productGtins, products } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { findTemplate } from '../product-templates';
import * as q from './queries';

export interface Gtin {
  size: string;
  gtin: string;
}

/** Product fields as the routes hand them over (already validated; images, not image/imageList). */
export interface ProductFields {
  title?: string;
  sku?: string;
  brand?: string;
  category?: string;
  gender?: string | null;
  productTemplateId?: number;
  images?: string[];
  stockXId?: string | null;
  shopifyId?: string | null;
  year?: number | null;
  color?: string | null;
  GTIN?: Gtin[];
  reviewStatus?: 'active' | 'submitted';
}

export function toProduct(row: q.ProductRow, gtins: Gtin[]) {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    sku: row.sku,
    stockXId: row.stockXId,
    shopifyId: row.shopifyId,
    category: row.category,
    gender: row.gender,
    year: row.year,
    color: row.color,
    image: row.image,
    imageList: row.imageList,
    productTemplateId: row.productTemplateId,
    reviewStatus: row.reviewStatus,
    GTIN: gtins,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function requireProduct(db: DbOrTx, storeId: number, id: number): Promise<q.ProductRow> {
  const row = await q.findProduct(db, storeId, id);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

/** GET /api/products/{id}: the product, its GTINs, images, inventory and prices, and same-SKU duplicates. */
export async function productDetail(
  db: Db,
  { store, id, viewer }: { store: { id: number; currency: string }; id: number; viewer: Principal },
) {
  const row = await requireProduct(db, store.id, id);
  const consignerId = viewer.consigner?.id;
  const [gtins, units, prices, duplicates] = await Promise.all([
    q.listGtins(db, store.id, id),
    q.productInventories(db, {
      storeId: store.id,
      productId: id,
      currency: store.currency,
      onlyConsignerId: consignerId,
    }),
    q.priceSummary(db, store.id, id),
    consignerId === undefined ? q.duplicatesOf(db, row) : Promise.resolve([]),
  ]);
  const money = (v: number | null) => (v === null ? null : fromMinor(v, store.currency));
  return {
    product: {
      ...toProduct(row, gtins),
      inventories: units,
      price: money(prices.lowest),
      currentLowest: money(prices.lowest),
      lastSale: money(prices.lastSale),
    },
    duplicateProducts: duplicates,
  };
}

function columns(fields: ProductFields) {
  const { images, GTIN: _gtins, ...rest } = fields;
  return {
    ...rest,
    ...(images === undefined ? {} : { image: images[0] ?? null, imageList: images }),
  };
}

async function checkTemplate(db: DbOrTx, storeId: number, templateId: number | undefined) {
  if (templateId === undefined) return;
  if (!(await findTemplate(db, storeId, templateId))) throw badInput(PRODUCT_MESSAGES.unknownTemplate);
}

/** Replaces the product's GTIN list; a GTIN names one size of one product in the whole store (409 otherwise). */
async function replaceGtins(tx: DbOrTx, storeId: number, productId: number, list: Gtin[]) {
  const seen = new Set<string>();
  for (const { gtin } of list) {
    if (seen.has(gtin)) throw badInput(PRODUCT_MESSAGES.gtinTwice(gtin));
    seen.add(gtin);
  }
  if (list.length > 0) {
    const [taken] = await tx
      .select({ gtin: productGtins.gtin, title: products.title })
      .from(productGtins)
      .innerJoin(
        products,
        and(eq(products.storeId, productGtins.storeId), eq(products.id, productGtins.productId)),
      )
      .where(
        storeScoped(
          productGtins,
          storeId,
          inArray(productGtins.gtin, [...seen]),
          ne(productGtins.productId, productId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(PRODUCT_MESSAGES.gtinTaken(taken.gtin, taken.title));
  }
  await tx
    .delete(productGtins)
    .where(storeScoped(productGtins, storeId, eq(productGtins.productId, productId)));
  if (list.length > 0) {
    await tx
      .insert(productGtins)
      .values(list.map((g) => ({ storeId, productId, size: g.size, gtin: g.gtin })));
  }
}

async function savingGtins<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Two saves racing for one GTIN: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(err, 'product_gtins_store_gtin_uq'))
      throw conflict('This GTIN is already used by another product.');
    // One product per Shopify product (the import keys on it).
    if (isUniqueViolation(err, 'products_store_shopify_uq')) throw conflict(PRODUCT_MESSAGES.shopifyIdTaken);
    throw err;
  }
}

export async function createProduct(
  db: Db,
  storeId: number,
  fields: ProductFields & {
    title: string;
    reviewStatus: 'active' | 'submitted';
    requestedByConsignerId?: number | null;
  },
) {
  return savingGtins(() =>
    db.transaction(async (tx) => {
      await checkTemplate(tx, storeId, fields.productTemplateId);
      const [row] = await tx
        .insert(products)
        .values({ ...columns(fields), title: fields.title, storeId })
        .returning();
      await replaceGtins(tx, storeId, row!.id, fields.GTIN ?? []);
      return toProduct(row!, fields.GTIN ?? []);
    }),
  );
}

export async function updateProduct(
  db: Db,
  { storeId, id, fields }: { storeId: number; id: number; fields: ProductFields },
) {
  return savingGtins(() =>
    db.transaction(async (tx) => {
      await checkTemplate(tx, storeId, fields.productTemplateId);
      const [row] = await tx
        .update(products)
        .set({ ...columns(fields), updatedAt: new Date() })
        .where(storeScoped(products, storeId, eq(products.id, id)))
        .returning();
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
      if (fields.GTIN !== undefined) await replaceGtins(tx, storeId, id, fields.GTIN);
      return toProduct(row, await q.listGtins(tx, storeId, id));
    }),
  );
}

/** A product request from a template (spec 3 §2.3): missing brand, category and gender come from the template. */
export async function submitProduct(
  db: Db,
  {
    storeId,
    form,
    requestedByConsignerId = null,
  }: {
    storeId: number;
    form: {
      title: string;
      productTemplateId: number;
      sku: string | null;
      brand: string | null;
      category: string | null;
      gender: string | null;
      image: string | null;
    };
    requestedByConsignerId?: number | null;
  },
) {
  const template = await findTemplate(db, storeId, form.productTemplateId);
  if (!template) throw badInput(PRODUCT_MESSAGES.unknownTemplate);
  return createProduct(db, storeId, {
    title: form.title,
    productTemplateId: template.id,
    sku: form.sku ?? '',
    brand: form.brand ?? template.brand,
    category: form.category ?? template.category,
    gender: form.gender ?? template.gender,
    images: form.image ? [form.image] : [],
    reviewStatus: 'submitted',
    requestedByConsignerId,
  });
}

/** GET /api/products/myRequests: the consigner's own product requests still waiting for review, newest first. */
export async function pendingRequestsOf(db: DbOrTx, storeId: number, consignerId: number) {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      brand: products.brand,
      image: products.image,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(
      storeScoped(
        products,
        storeId,
        eq(products.requestedByConsignerId, consignerId),
        eq(products.reviewStatus, 'submitted'),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(MAX_PENDING_REQUESTS);
  return { products: rows };
}

/** More open requests than this is not a list a seller reads; the newest are shown. */
const MAX_PENDING_REQUESTS = 100;
