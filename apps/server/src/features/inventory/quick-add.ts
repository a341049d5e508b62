/**
 * POST /api/inventories/quickAdd (issue 33): a one-off item from a title (and a photo): the product and the item
 * in one transaction. The template is the one chosen, else the store's only (or first) template; brand and gender
 * stay blank and the category is the template's until someone completes the catalogue on the product screen.
 */
import { makeQuickAddSchema, quickAddProductSchema } from '@backroom/domain/schemas/setup';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTemplates } from '../../db/schema';
import { MESSAGES, staffHas } from '../../http/access';
import { badInput, forbidden } from '../../http/errors';
import type { StoreRow } from '../../http/store-resolution';
import { parseOrThrow } from '../../http/validation';
import type { Principal } from '../auth/principal';
import { findTemplate } from '../product-templates/service';
import { addInventory } from './add';

export const QUICK_ADD_MESSAGES = {
  unknownTemplate: 'Please select a product template',
} as const;

async function chosenTemplate(db: Db, storeId: number, id: number | null | undefined) {
  if (id) {
    const row = await findTemplate(db, storeId, id);
    if (!row) throw badInput(QUICK_ADD_MESSAGES.unknownTemplate);
    return row;
  }
  const [first] = await db
    .select()
    .from(productTemplates)
    .where(eq(productTemplates.storeId, storeId))
    .orderBy(asc(productTemplates.id))
    .limit(1);
  return first ?? null;
}

export async function quickAdd(db: Db, store: StoreRow, principal: Principal, raw: unknown) {
  // Creating a product is the Products control's; the route itself asks for Inventory.
  if (!staffHas(principal, 'Products')) throw forbidden(MESSAGES.noAccess);
  const base = parseOrThrow(quickAddProductSchema, raw);
  const template = await chosenTemplate(db, store.id, base.productTemplateId);
  const body = parseOrThrow(makeQuickAddSchema(template ?? {}), raw);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        storeId: store.id,
        title: body.title,
        productTemplateId: template?.id ?? null,
        sku: body.sku ?? '',
        brand: body.brand ?? '',
        category: body.category ?? template?.category ?? '',
        gender: body.gender,
        image: body.image,
        imageList: body.image ? [body.image] : [],
      })
      .returning({ id: products.id, title: products.title });
    const added = await addInventory(tx, store, principal, {
      productId: product!.id,
      inventoryFormArray: [(raw as { item: unknown }).item],
    });
    return { product: product!, ...added };
  });
}
