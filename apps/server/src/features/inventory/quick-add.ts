/**
 * POST /api/inventories/quickAdd (issue 33): a one-off item from a title (and a photo): the product and the item
 * in one transaction. The template is the one chosen, else the store's only (or first) template; brand and gender
 * stay blank and the category is the template's until someone completes the catalogue on the product screen.
 */
import { CONSIGNER_MESSAGES } from '@backroom/domain/messages/consigners';
import { QUICK_ADD_MESSAGES } from '@backroom/domain/messages/inventory';
import { makeQuickAddSchema, quickAddProductSchema } from '@backroom/domain/schemas/setup';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { UrlConfig } from '../../core/urls';
import type { Db, DbOrTx } from '../../db/client';
import { consigners, products, productTemplates } from '../../db/schema';
import { MESSAGES, staffHas } from '../../http/access';
import { badInput, conflict, forbidden } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';
import { queueEmail } from '../../mail/outbox';
import { insertConsigner, inviteSubject, inviteText } from '../consigners';
import { findTemplate } from '../product-templates';
import { addInventory } from './add';

async function chosenTemplate(db: Db, storeId: number, id: number | null | undefined) {
  if (id) {
    const row = await findTemplate(db, storeId, id);
    if (!row) throw badInput(QUICK_ADD_MESSAGES.unknownTemplate);
    return row;
  }
  const [first] = await db
    .select()
    .from(productTemplates)
    .where(storeScoped(productTemplates, storeId))
    .orderBy(asc(productTemplates.id))
    .limit(1);
  return first ?? null;
}

/** A consigner met at the counter: the store's default type, invited by e-mail to the seller portal. */
async function addWalkIn(
  tx: DbOrTx,
  store: StoreRow,
  cfg: UrlConfig,
  person: { firstName: string; lastName: string; email: string },
) {
  const [taken] = await tx
    .select({ id: consigners.id })
    .from(consigners)
    .where(
      storeScoped(
        consigners,
        store.id,
        eq(consigners.email, person.email.toLowerCase()),
        isNull(consigners.deletedAt),
      ),
    )
    .limit(1);
  if (taken) throw conflict(CONSIGNER_MESSAGES.emailTaken);
  const row = await insertConsigner(tx, store, { ...person });
  await queueEmail(tx, {
    storeId: store.id,
    to: row.email,
    subject: inviteSubject(store),
    text: inviteText(store, cfg, row),
  });
  return row;
}

interface QuickAddOptions {
  cfg: UrlConfig;
  store: StoreRow;
  principal: Principal;
  raw: unknown;
}

export async function quickAdd(db: Db, { cfg, store, principal, raw }: QuickAddOptions) {
  // Creating a product is the Products control's; the route itself asks for Inventory.
  if (!staffHas(principal, 'Products')) throw forbidden(MESSAGES.noAccess);
  const base = parseOrThrow(quickAddProductSchema, raw);
  const template = await chosenTemplate(db, store.id, base.productTemplateId);
  const body = parseOrThrow(makeQuickAddSchema(template ?? {}), raw);
  const item = (raw as { item: Record<string, unknown> }).item;
  return db.transaction(async (tx) => {
    const consigner = body.walkIn ? (await addWalkIn(tx, store, cfg, body.walkIn)).id : item.consigner;
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
    const added = await addInventory(tx, {
      store,
      principal,
      body: {
        productId: product!.id,
        inventoryFormArray: [{ ...item, consigner }],
      },
    });
    return { product: product!, ...added };
  });
}
