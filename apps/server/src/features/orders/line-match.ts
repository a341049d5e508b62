/**
 * Finding our item for an order line that names it the way another system does (Linnworks): first by item code
 * (the code on the item's label, whatever its status, so an item already sold elsewhere is found and flagged),
 * then by the product's SKU and the item's size (option 1), taking the oldest Active item nobody else is
 * taking. A line that finds nothing keeps a note for staff. Runs inside the ingestion's transaction.
 */
import { MATCH_MESSAGES } from '@backroom/domain/messages/orders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface LineMatch {
  /** Item codes the line may carry (its SKU or item number), tried in order. */
  codes: string[];
  /** Product SKU and size pairs, tried in order; a null size takes any size (one-size products). */
  skuSizes: { sku: string; size: string | null }[];
  /** How the line named the item, for the note: "SKU DD1391-100, size 10". */
  label: string;
}

interface Matched {
  inventoryId: number | null;
  unmatched: string | null;
}

async function byCodes(tx: DbOrTx, storeId: number, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await tx.execute(sql`
    select id, code from inventories
    where store_id = ${storeId} and code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`);
  return new Map((rows.rows as { id: number; code: string }[]).map((r) => [r.code, Number(r.id)]));
}

async function activeBySkuSize(
  tx: DbOrTx,
  storeId: number,
  pair: { sku: string; size: string | null },
  taken: Set<number>,
): Promise<number | null> {
  const takenIds = [...taken];
  const rows = await tx.execute(sql`
    select i.id from inventories i join products p on p.store_id = i.store_id and p.id = i.product_id
    where i.store_id = ${storeId} and i.status = 'Active' and i.deleted_at is null
      and lower(p.sku) = lower(${pair.sku})
      ${pair.size === null ? sql`` : sql`and lower(coalesce(i.option1_value, '')) = lower(${pair.size})`}
      ${
        takenIds.length === 0
          ? sql``
          : sql`and i.id not in (${sql.join(
              takenIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
      }
    order by i.id
    limit 1
    for update of i skip locked`);
  const row = rows.rows[0] as { id: number } | undefined;
  return row ? Number(row.id) : null;
}

interface ResolveMatchesOptions {
  storeId: number;
  orderId: number;
  created: boolean;
  lines: {
    externalId: string;
    inventoryId?: number | null;
    variantId?: string | null;
    match?: LineMatch | null;
  }[];
}

/** The item each new matchable line names (by its external id); lines already stored are left alone. */
export async function resolveMatches(
  tx: DbOrTx,
  { storeId, orderId, created, lines }: ResolveMatchesOptions,
): Promise<Map<string, Matched>> {
  let pending = lines.filter((l) => l.inventoryId == null && !l.variantId && l.match);
  const result = new Map<string, Matched>();
  if (pending.length === 0) return result;
  if (!created) {
    const stored = await tx.execute(sql`
      select external_id from order_line_items where store_id = ${storeId} and order_id = ${orderId}`);
    const known = new Set((stored.rows as { external_id: string }[]).map((r) => r.external_id));
    pending = pending.filter((l) => !known.has(l.externalId));
  }
  const codes = await byCodes(tx, storeId, [
    ...new Set(pending.flatMap((l) => l.match!.codes.filter(Boolean))),
  ]);
  const taken = new Set<number>();
  for (const line of pending) {
    const match = line.match!;
    let id: number | null = null;
    for (const code of match.codes) {
      const found = codes.get(code);
      if (found !== undefined && !taken.has(found)) {
        id = found;
        break;
      }
    }
    for (const pair of match.skuSizes) {
      if (id !== null) break;
      if (pair.sku) id = await activeBySkuSize(tx, storeId, pair, taken);
    }
    if (id !== null) taken.add(id);
    result.set(line.externalId, {
      inventoryId: id,
      unmatched: id === null ? MATCH_MESSAGES.unmatched(match.label) : null,
    });
  }
  return result;
}
