/**
 * Writes one imported Shopify product in one transaction: the product linked by shopifyId (created, updated, or
 * an existing same-SKU product the staff chose to link), its new GTINs, and its sizes added to the template.
 */
import type {
  ShopifyImportError,
  ShopifyImported,
  ShopifySkuMatch,
} from '@backroom/domain/contract/shopify-import';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { storeScoped } from '../../../core/store-scope';
import type { Db, Tx } from '../../../db/client';
import { productGtins, products, productTemplates } from '../../../db/schema';
import { isUniqueViolation } from '../../../http/errors';
import type { MappedProduct, TemplateForImport } from './map-product';

/** The most option values a template keeps (the template form's own limit). */
export const MAX_OPTION_VALUES = 500;

export type ImportOutcome =
  | ({ kind: 'imported' } & ShopifyImported)
  | ({ kind: 'skuMatch' } & ShopifySkuMatch)
  | ({ kind: 'error' } & ShopifyImportError);

export interface SaveInput {
  storeId: number;
  shopifyProductId: string;
  mapped: MappedProduct;
  template: TemplateForImport;
  /** The existing product staff chose to link this Shopify product to. */
  linkTo: number | null;
}

const lockProduct = (tx: Tx, storeId: number, where: ReturnType<typeof eq>) =>
  tx
    .select()
    .from(products)
    .where(storeScoped(products, storeId, where))
    .limit(1)
    .for('update');

export async function saveImported(db: Db, input: SaveInput): Promise<ImportOutcome> {
  try {
    return await db.transaction((tx) => saveIn(tx, input));
  } catch (err) {
    // Two imports created the same Shopify product at once: the other won, so this one updates it.
    if (!isUniqueViolation(err, 'products_store_shopify_uq')) throw err;
    return db.transaction((tx) => saveIn(tx, input));
  }
}

async function saveIn(tx: Tx, input: SaveInput): Promise<ImportOutcome> {
  const { storeId, shopifyProductId: id, mapped, linkTo } = input;
  const error = (reason: string): ImportOutcome => ({
    kind: 'error',
    shopifyProductId: id,
    title: mapped.title,
    reason,
  });
  let [existing] = await lockProduct(tx, storeId, eq(products.shopifyId, id));
  let action: 'created' | 'updated' | 'linked' = 'updated';
  if (!existing && linkTo !== null) {
    [existing] = await lockProduct(tx, storeId, eq(products.id, linkTo));
    if (!existing) return error('The product to link it to no longer exists.');
    if (existing.shopifyId) return error(`“${existing.title}” is already linked to another Shopify product.`);
    action = 'linked';
  }
  if (!existing) {
    const [sameSku] = await tx
      .select({ id: products.id, title: products.title, shopifyId: products.shopifyId })
      .from(products)
      .where(storeScoped(products, storeId, sql`lower(${products.sku}) = lower(${mapped.sku})`))
      .orderBy(products.id)
      .limit(1);
    if (sameSku?.shopifyId) {
      return error(
        `SKU ${mapped.sku} is already used by “${sameSku.title}”, linked to another Shopify product.`,
      );
    }
    if (sameSku) {
      return {
        kind: 'skuMatch',
        shopifyProductId: id,
        title: mapped.title,
        sku: mapped.sku,
        productId: sameSku.id,
        productTitle: sameSku.title,
      };
    }
  }
  const fields = {
    title: mapped.title,
    brand: mapped.brand,
    sku: mapped.sku,
    category: mapped.category,
    shopifyId: id,
    // A product Shopify shows without images keeps the images it has here.
    ...(mapped.images.length > 0 ? { image: mapped.images[0]!, imageList: mapped.images } : {}),
  };
  let productId: number;
  if (existing) {
    await tx
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(storeScoped(products, storeId, eq(products.id, existing.id)));
    productId = existing.id;
  } else {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, storeId, productTemplateId: input.template.id, reviewStatus: 'active' })
      .returning({ id: products.id });
    productId = row!.id;
    action = 'created';
  }
  const warnings = [...mapped.warnings, ...(await addGtins(tx, storeId, productId, mapped.GTIN))];
  await addSizes(tx, storeId, existing?.productTemplateId ?? input.template.id, mapped.sizes);
  return { kind: 'imported', shopifyProductId: id, productId, title: mapped.title, action, warnings };
}

/** Adds the barcodes this product does not have yet; one another product already uses is skipped and said. */
async function addGtins(tx: Tx, storeId: number, productId: number, list: MappedProduct['GTIN']) {
  if (list.length === 0) return [];
  const taken = await tx
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
        inArray(
          productGtins.gtin,
          list.map((g) => g.gtin),
        ),
        ne(productGtins.productId, productId),
      ),
    );
  const takenBy = new Map(taken.map((t) => [t.gtin, t.title]));
  const fresh = list.filter((g) => !takenBy.has(g.gtin));
  if (fresh.length > 0) {
    await tx
      .insert(productGtins)
      .values(fresh.map((g) => ({ storeId, productId, size: g.size, gtin: g.gtin })))
      .onConflictDoNothing();
  }
  return [...takenBy].map(([gtin, title]) => `Barcode ${gtin} skipped: “${title}” already uses it.`);
}

/** The template learns the sizes the shop sells, so items can be taken in at those sizes. */
async function addSizes(tx: Tx, storeId: number, templateId: number, sizes: string[]) {
  if (sizes.length === 0) return;
  const [template] = await tx
    .select({ values: productTemplates.option1Values })
    .from(productTemplates)
    .where(storeScoped(productTemplates, storeId, eq(productTemplates.id, templateId)))
    .for('update');
  if (!template) return;
  const missing = sizes.filter((s) => !template.values.includes(s));
  const values = [...template.values, ...missing].slice(0, MAX_OPTION_VALUES);
  if (values.length === template.values.length) return;
  await tx
    .update(productTemplates)
    .set({ option1Values: values })
    .where(storeScoped(productTemplates, storeId, eq(productTemplates.id, templateId)));
}
