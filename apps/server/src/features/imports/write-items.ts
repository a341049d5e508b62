/**
 * Writing checked item rows, set-based, inside the caller's transaction: each row goes through the same steps as
 * Add Inventory (the domain's addByStaff transition, the fee quote, its code, a creation log entry, the
 * consignment terms, the storefront resync, item.created), but the batch is written in a handful of statements
 * whatever its size: the items with their terms in one INSERT … SELECT FROM unnest(…) (again for the few whose
 * code was taken), their log entries in one, their keys in imported_rows in one.
 */
import { randomInt } from 'node:crypto';
import { uploadItemCode } from '@backroom/domain/constants';
import type { InventoryItem } from '@backroom/domain/transition-types';
import { creationLog, transition } from '@backroom/domain/transitions';
import { sql } from 'drizzle-orm';
import { transitionStoreOf } from '../../core/domain-map';
import { logRows } from '../../core/effects';
import { feeColumns, quoteFor } from '../../core/fee-context';
import { queueListingResyncs } from '../../core/storefront-sync';
import { emitItemsCreated } from '../../core/webhook-events/item-events';
import type { DbOrTx } from '../../db/client';
import { AppError, badInput } from '../../http/errors';
import type { ItemPlan } from './check-rows';
import { type ImportContext, type ImportProduct, lower } from './context';
import { intArray, textArray, timeArray } from './pg-arrays';
import { type ReadyRow, remember } from './write-rows';

/** One item's columns (those the import sets; the others keep their defaults). */
interface ItemColumns {
  productId: number;
  productTemplateId: number | null;
  consignerId: number;
  status: string;
  price: number;
  payoutAmount: number;
  payoutFee: number;
  total: number;
  cost: number;
  category: string | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  notes: string | null;
  locationId: number | null;
  subLocationId: number | null;
  acceptedOn: Date | null;
}

const CODE_ROUNDS = 20;
const random = () => randomInt(0, 900_000) / 900_000;

function productOf(ctx: ImportContext, plan: ItemPlan): ImportProduct {
  if (!('create' in plan.product)) return plan.product;
  const { sku, title } = plan.product.create;
  const found = (sku && ctx.productsBySku.get(lower(sku))) || ctx.productsByTitle.get(lower(title || sku));
  if (!found) throw badInput(`The product ${title || sku} was not created; run the import again`);
  return found;
}

/** The item a row makes and its creation log, as Add Inventory makes them. */
function planItem(ctx: ImportContext, plan: ItemPlan, now: Date) {
  const { store, who } = ctx;
  const product = productOf(ctx, plan);
  const [option1Value, option2Value, option3Value] = plan.options;
  const values = { option1Value, option2Value, option3Value };
  const category = product.category;
  const quote = quoteFor({
    fees: ctx.fees,
    consigner: plan.consigner,
    item: { price: plan.price, category, cost: plan.cost, ...values },
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
  const item: ItemColumns = {
    productId: product.id,
    productTemplateId: product.productTemplateId,
    consignerId: plan.consigner.id,
    status: String(next.status),
    price: next.price,
    ...fees,
    cost: plan.cost,
    category,
    ...values,
    notes: plan.notes,
    locationId: ctx.places.locationId(next.location),
    subLocationId: ctx.places.subLocationId(next.location, next.subLocation),
    acceptedOn: next.acceptedOn ? new Date(next.acceptedOn) : null,
  };
  return {
    item,
    fields: logRows({ storeId: store.id, inventoryId: 0, who, action: 'import', logs: creationLog(next) })
      .modifiedFields,
  };
}

/** Inserts the items at `rows` of `items` under `codes`, skipping the rows whose code the store already has. */
async function insertBatch(
  tx: DbOrTx,
  ctx: ImportContext,
  items: ItemColumns[],
  rows: { index: number; code: string }[],
): Promise<{ id: number; code: string }[]> {
  const col = <T>(pick: (i: ItemColumns) => T) => rows.map((r) => pick(items[r.index]!));
  // The consignment terms are chosen as attachTerms chooses them (the consigner's own, else their type's, the
  // store's default type when they have none, else the store's default terms) and written with the item, for
  // accepted consigned items of consigners that are not the store account: no second write of every row.
  const consignerIds = [...new Set(col((i) => i.consignerId))];
  const result = await tx.execute(sql`
    with chosen as (
      select distinct on (c.id) c.id as consigner_id, t.id, t.version, t.terms
      from consigners c
      left join consigner_types ct on ct.store_id = c.store_id
        and (ct.id = c.consigner_type_id or (c.consigner_type_id is null and ct.is_default))
      join consignment_terms t on t.store_id = c.store_id and t.id = coalesce(
        c.consignment_terms_id, ct.consignment_terms_id,
        (select d.id from consignment_terms d where d.store_id = c.store_id and d.is_default))
      where c.store_id = ${ctx.store.id} and c.id = any(${intArray(consignerIds)}::int[]) and not c.is_store_account
      order by c.id
    )
    insert into inventories (store_id, code, product_id, product_template_id, consigner_id, status, price,
      payout_amount, payout_fee, total, cost, category, services, option1_value, option2_value, option3_value,
      notes, location_id, sub_location_id, accepted_on, last_updated_by,
      terms_id, terms_version, terms, terms_listed_price, terms_started_on, terms_expires_on)
    select ${ctx.store.id}, u.code, u.product_id, u.product_template_id, u.consigner_id, u.status, u.price,
      u.payout_amount, u.payout_fee, u.total, u.cost, u.category, '{}'::jsonb, u.o1, u.o2, u.o3,
      u.notes, u.location_id, u.sub_location_id, u.accepted_on, ${ctx.who.name},
      t.id, t.version, t.terms, case when t.id is not null then u.price end,
      (u.accepted_on at time zone ${ctx.store.timeZone})::date,
      (u.accepted_on at time zone ${ctx.store.timeZone})::date + (t.terms->>'termDays')::int
    from unnest(
      ${textArray(rows.map((r) => r.code))}::text[], ${intArray(col((i) => i.productId))}::int[],
      ${intArray(col((i) => i.productTemplateId))}::int[], ${intArray(col((i) => i.consignerId))}::int[],
      ${textArray(col((i) => i.status))}::text[], ${intArray(col((i) => i.price))}::int[],
      ${intArray(col((i) => i.payoutAmount))}::int[], ${intArray(col((i) => i.payoutFee))}::int[],
      ${intArray(col((i) => i.total))}::int[], ${intArray(col((i) => i.cost))}::int[],
      ${textArray(col((i) => i.category))}::text[], ${textArray(col((i) => i.option1Value))}::text[],
      ${textArray(col((i) => i.option2Value))}::text[], ${textArray(col((i) => i.option3Value))}::text[],
      ${textArray(col((i) => i.notes))}::text[], ${intArray(col((i) => i.locationId))}::int[],
      ${intArray(col((i) => i.subLocationId))}::int[], ${timeArray(col((i) => i.acceptedOn))}::timestamptz[]
    ) as u(code, product_id, product_template_id, consigner_id, status, price, payout_amount, payout_fee, total,
      cost, category, o1, o2, o3, notes, location_id, sub_location_id, accepted_on)
    left join chosen t on t.consigner_id = u.consigner_id and u.accepted_on is not null
    on conflict do nothing
    returning id, code`);
  return (result.rows as { id: number | string; code: string }[]).map((r) => ({
    id: Number(r.id),
    code: r.code,
  }));
}

/**
 * Each item under the code or barcode it had in the old system when no item of the store has it yet (the first
 * row of the batch naming it), the others under new codes (`{handle}_{six digits}`), drawn again for the few that
 * collide. Answers the ids and codes in the order of `items`.
 */
async function insertKeepingCodes(
  tx: DbOrTx,
  ctx: ImportContext,
  items: ItemColumns[],
  wanted: (string | null)[],
) {
  const ids: number[] = new Array(items.length);
  const codes: string[] = new Array(items.length);
  const handle = ctx.store.handle;
  const drawn = new Map<string, number>();
  wanted.forEach((code, index) => {
    if (code && !drawn.has(code)) drawn.set(code, index);
  });
  let todo = items.map((_, index) => index).filter((index) => drawn.get(wanted[index] ?? '') !== index);
  for (let round = 0; round <= CODE_ROUNDS; round++) {
    for (const index of todo) {
      let code = uploadItemCode(handle, random);
      while (drawn.has(code)) code = uploadItemCode(handle, random);
      drawn.set(code, index);
    }
    const inserted = await insertBatch(
      tx,
      ctx,
      items,
      [...drawn].map(([code, index]) => ({ index, code })),
    );
    for (const row of inserted) {
      const index = drawn.get(row.code)!;
      ids[index] = row.id;
      codes[index] = row.code;
      drawn.delete(row.code);
    }
    todo = [...drawn.values()];
    drawn.clear();
    if (todo.length === 0) return { ids, codes };
  }
  throw new AppError('UNAVAILABLE', 'Could not find free item codes. Please try again.');
}

export async function writeItems(
  tx: DbOrTx,
  { ctx, fileId, rows }: { ctx: ImportContext; fileId: string; rows: ReadyRow<ItemPlan>[] },
): Promise<number> {
  if (rows.length === 0) return 0;
  const { store, who } = ctx;
  const now = new Date();
  const planned = rows.map((r) => planItem(ctx, r.plan, now));
  const items = planned.map((p) => p.item);
  const { ids, codes } = await insertKeepingCodes(
    tx,
    ctx,
    items,
    rows.map((r) => r.plan.code),
  );
  await emitItemsCreated(
    tx,
    store.id,
    items.map((item, i) => ({ ...item, id: ids[i]!, code: codes[i]! })),
  );
  const active = items.filter((i) => i.status === 'Active').map((i) => i.productId);
  if (active.length > 0) await queueListingResyncs(tx, store, active);
  // The log entries' fields as one JSON array (the n-th entry the n-th item's), not a text[] literal of JSON
  // texts: quoting every JSON text for the literal cost more garbage than the rest of the write.
  await tx.execute(sql`
    insert into inventory_logs (store_id, inventory_id, actor_name, action, modified_fields)
    select ${store.id}, u.id, ${who.name}, 'import', f.fields
    from jsonb_array_elements(${JSON.stringify(planned.map((p) => p.fields))}::jsonb) with ordinality as f(fields, n)
    join unnest(${intArray(ids)}::int[]) with ordinality as u(id, n) on u.n = f.n
    order by f.n`);
  await remember(tx, { ctx, fileId, rows: rows.map((r, i) => ({ key: r.key, id: ids[i]! })) });
  return ids.length;
}
