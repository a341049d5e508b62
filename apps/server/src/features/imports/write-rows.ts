/**
 * Writing checked rows, inside the caller's transaction: consigners through insertConsigner (as the staff form
 * makes them), items as Add Inventory makes them (the domain's addByStaff transition, the fee quote, item codes,
 * a creation log entry, the consignment terms, the storefront resync). Every row's key goes in imported_rows in
 * the same transaction, so a row is either written and remembered or neither.
 */
import type { InventoryItem } from '@backroom/domain/transition-types';
import { creationLog, transition } from '@backroom/domain/transitions';
import { transitionStoreOf } from '../../core/domain-map';
import { logRows } from '../../core/effects';
import { feeColumns, quoteFor } from '../../core/fee-context';
import { queueListingResyncs } from '../../core/storefront-sync';
import { attachTerms } from '../../core/terms/snapshot';
import type { UrlConfig } from '../../core/urls';
import type { DbOrTx } from '../../db/client';
import { inventories, inventoryLogs, products } from '../../db/schema';
import { importedRows } from '../../db/schema-imports';
import { badInput } from '../../http/errors';
import { queueEmails } from '../../mail/outbox';
import { insertConsigner, inviteSubject, inviteText } from '../consigners';
import { insertWithCodes, type NewItem } from '../inventory';
import type { ConsignerPlan, ItemPlan } from './check-rows';
import { type ImportContext, type ImportProduct, lower, rememberProduct } from './context';

export interface ReadyRow<P> {
  key: string;
  plan: P;
}

async function remember(tx: DbOrTx, ctx: ImportContext, fileId: string, rows: { key: string; id: number }[]) {
  if (rows.length === 0) return;
  await tx
    .insert(importedRows)
    .values(
      rows.map((r) => ({ storeId: ctx.store.id, kind: ctx.kind, rowKey: r.key, entityId: r.id, fileId })),
    );
}

export async function writeConsigners(
  tx: DbOrTx,
  ctx: ImportContext,
  fileId: string,
  rows: ReadyRow<ConsignerPlan>[],
  invite: UrlConfig | null,
): Promise<{ created: number; invited: number }> {
  const made: { key: string; id: number }[] = [];
  const drafts = [];
  for (const { key, plan } of rows) {
    const row = await insertConsigner(tx, ctx.store, {
      email: plan.email,
      firstName: plan.firstName,
      lastName: plan.lastName,
      phone: plan.phone,
      address: plan.address,
      consignerTypeId: plan.consignerTypeId,
      balanceOwed: plan.balanceOwed,
      ...(plan.payout ?? {}),
    });
    made.push({ key, id: row.id });
    if (invite) {
      drafts.push({
        storeId: ctx.store.id,
        to: row.email,
        subject: inviteSubject(ctx.store),
        text: inviteText(ctx.store, invite, row),
      });
    }
  }
  await remember(tx, ctx, fileId, made);
  // One batch of invitations per batch of consigners, in the same transaction: none for a rolled-back row.
  await queueEmails(tx, drafts);
  return { created: made.length, invited: drafts.length };
}

/** Products the file names that the catalogue lacked, made from the chosen template (one per SKU or title). */
export async function createMissingProducts(
  tx: DbOrTx,
  ctx: ImportContext,
  wanted: Iterable<{ sku: string; title: string }>,
): Promise<number> {
  const template = ctx.createTemplate;
  if (!template) return 0;
  const fresh = new Map<string, { sku: string; title: string }>();
  for (const p of wanted) {
    const known = (p.sku && ctx.productsBySku.get(lower(p.sku))) || ctx.productsByTitle.get(lower(p.title));
    const id = p.sku ? `s:${lower(p.sku)}` : `t:${lower(p.title)}`;
    if (!known && !fresh.has(id)) fresh.set(id, p);
  }
  if (fresh.size === 0) return 0;
  const rows = await tx
    .insert(products)
    .values(
      [...fresh.values()].map((p) => ({
        storeId: ctx.store.id,
        productTemplateId: template.id,
        title: p.title || p.sku,
        sku: p.sku,
        brand: template.brand,
        category: template.category,
      })),
    )
    .returning();
  for (const r of rows) rememberProduct(ctx, r as ImportProduct);
  return rows.length;
}

function productOf(ctx: ImportContext, plan: ItemPlan): ImportProduct {
  if (!('create' in plan.product)) return plan.product;
  const { sku, title } = plan.product.create;
  const found = (sku && ctx.productsBySku.get(lower(sku))) || ctx.productsByTitle.get(lower(title || sku));
  if (!found) throw badInput(`The product ${title || sku} was not created; run the import again`);
  return found;
}

export async function writeItems(
  tx: DbOrTx,
  ctx: ImportContext,
  fileId: string,
  rows: ReadyRow<ItemPlan>[],
): Promise<number> {
  const { store, who } = ctx;
  const items: NewItem[] = [];
  const wantedCodes: (string | null)[] = [];
  const logs: ReturnType<typeof logRows>[] = [];
  const now = new Date();
  for (const { plan } of rows) {
    const product = productOf(ctx, plan);
    const [option1Value, option2Value, option3Value] = plan.options;
    const values = { option1Value, option2Value, option3Value };
    const category = product.category;
    const quote = quoteFor(ctx.fees, plan.consigner, {
      price: plan.price,
      category,
      cost: plan.cost,
      ...values,
    });
    const fees =
      plan.payout === null
        ? feeColumns(quote)
        : { payoutAmount: plan.payout, payoutFee: plan.price - plan.payout, total: plan.price - plan.payout };
    const draft: InventoryItem = {
      status: null,
      consignerId: plan.consigner.id,
      isStoreAccount: plan.consigner.isStoreAccount,
      price: plan.price,
      cost: plan.cost,
      location: plan.location,
      subLocation: plan.subLocation,
      ...values,
      payoutAmount: fees.payoutAmount,
      payoutFee: fees.payoutFee,
    };
    const action = { type: 'addByStaff' as const, location: plan.location, subLocation: plan.subLocation };
    const result = transition(draft, action, who.actor, transitionStoreOf(store), {
      now: plan.acceptedOn ?? now,
    });
    if (!result.ok) throw badInput(result.message);
    // Pending items are agreed but not yet dropped off: not accepted, so no accepted day and no term yet.
    const next =
      plan.status === 'Pending'
        ? { ...result.item, status: 'Pending' as const, acceptedOn: null }
        : result.item;
    logs.push(logRows(store.id, 0, who, 'import', creationLog(next)));
    wantedCodes.push(plan.code);
    items.push({
      storeId: store.id,
      productId: product.id,
      productTemplateId: product.productTemplateId,
      consignerId: plan.consigner.id,
      status: String(next.status),
      price: next.price,
      ...fees,
      cost: plan.cost,
      category,
      services: {},
      ...values,
      notes: plan.notes,
      locationId: ctx.places.locationId(next.location),
      subLocationId: ctx.places.subLocationId(next.location, next.subLocation),
      acceptedOn: next.acceptedOn ? new Date(next.acceptedOn) : null,
      lastUpdatedBy: who.name,
    });
  }
  const ids = await insertKeepingCodes(tx, store.handle, items, wantedCodes);
  await attachTerms(tx, store, ids);
  const active = items.filter((i) => i.status === 'Active').map((i) => i.productId);
  if (active.length > 0) await queueListingResyncs(tx, store, active);
  await tx.insert(inventoryLogs).values(logs.map((l, i) => ({ ...l, inventoryId: ids[i]! })));
  await remember(
    tx,
    ctx,
    fileId,
    rows.map((r, i) => ({ key: r.key, id: ids[i]! })),
  );
  return ids.length;
}

/**
 * Inserts the items, each under the code or barcode it had in the old system when no item of the store has it
 * yet, the others under new codes; answers the ids in the order of `items`.
 */
async function insertKeepingCodes(
  tx: DbOrTx,
  handle: string,
  items: NewItem[],
  wanted: (string | null)[],
): Promise<number[]> {
  const ids: number[] = new Array(items.length);
  const byCode = new Map<string, number>();
  wanted.forEach((code, i) => {
    if (code && !byCode.has(code)) byCode.set(code, i);
  });
  if (byCode.size > 0) {
    const kept = await tx
      .insert(inventories)
      .values([...byCode].map(([code, i]) => ({ ...items[i]!, code })))
      .onConflictDoNothing()
      .returning({ id: inventories.id, code: inventories.code });
    for (const row of kept) ids[byCode.get(row.code)!] = row.id;
  }
  const rest = items.map((item, index) => ({ item, index })).filter((e) => ids[e.index] === undefined);
  const made = await insertWithCodes(
    tx,
    handle,
    rest.map((e) => e.item),
  );
  for (const m of made) ids[rest[m.index]!.index] = m.id;
  return ids;
}
