/**
 * Ready to pay (/pendingPayouts): Sold items owed to a consigner and in no live payout, grouped per consigner,
 * with what their outstanding balance takes off (recovered once, when the payout is made). One statement builds
 * the whole answer as JSON, so 20,000 items of 1,000 consigners come back in one round trip; the screen asks for
 * the compact form (ids and payouts) and a consigner's details on expand.
 */

import type { readyQuery } from '@backroom/domain/contract/payout-requests';
import { currencyDigits } from '@backroom/domain/money';
import { CHEQUE_SIZE } from '@backroom/domain/payouts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../http/pagination';

/** Sold items that owe their consigner `c`: not a Buying sale, not the store account's (the pending payouts). */
export function owedItemWhere(storeId: number): SQL {
  return sql`i.store_id = ${storeId} and i.status = 'Sold' and i.sale_type <> 'Buying' and not c.is_store_account`;
}

/** Owed items (owedItemWhere) not soft-deleted and not in a payout that has not failed. */
export function payableWhere(storeId: number): SQL {
  return sql`${owedItemWhere(storeId)} and i.deleted_at is null
    and not exists (select 1 from payout_items pi
      where pi.store_id = i.store_id and pi.inventory_id = i.id and pi.live)`;
}

/** Negative balance recovered from a consigner's gross: never more than owed, never more than the gross. */
export function recoverable(balanceOwed: number, gross: number): number {
  return Math.max(0, Math.min(balanceOwed, gross));
}

/**
 * The whole answer as JSON text, built by PostgreSQL (minor units → the currency's decimals there too), so
 * 20,000 items are neither parsed nor re-serialised by Node. Same rules as `recoverable` and `chequeCount`.
 */
export async function readyToPayJson(
  db: DbOrTx,
  store: StoreRow,
  q: z.output<typeof readyQuery>,
): Promise<string> {
  const filters: SQL[] = [payableWhere(store.id)];
  if (q.consigner) filters.push(sql`i.consigner_id = ${q.consigner}`);
  if (q.search) {
    const like = likePattern(q.search.toLowerCase());
    filters.push(sql`(lower(c.first_name || ' ' || c.last_name) like ${like} or lower(c.email) like ${like}
      or lower(i.code) like ${like} or p.search_text like ${like})`);
  }
  const digits = currencyDigits(store.currency);
  const f = 10 ** digits;
  const major = (minor: SQL) => sql`round((${minor})::numeric / ${f}, ${digits})`;
  const order = sql`order by i.sold_on, i.id`;
  const compact = q.items === 'compact';
  const items = compact
    ? sql`json_agg(i.id ${order}) as item_ids, json_agg(${major(sql`i.payout_amount`)} ${order}) as item_payouts`
    : sql`json_agg(json_build_object('id', i.id, 'code', i.code, 'title', p.title, 'sku', p.sku,
          'option1Value', i.option1_value, 'image', coalesce(i.image, p.image),
          'payoutAmount', ${major(sql`i.payout_amount`)}, 'soldPrice', ${major(sql`i.sold_price`)},
          'price', ${major(sql`i.price`)}, 'soldOn', i.sold_on) ${order}) as inventories`;
  const itemsOut = compact
    ? sql`'itemIds', item_ids, 'itemPayouts', item_payouts`
    : sql`'inventories', inventories`;
  const result = await db.execute(sql`
    with g as (
      select c.id, c.first_name, c.last_name, c.email, c.payout_type, greatest(c.balance_owed, 0) as owed,
        sum(i.payout_amount)::bigint as gross, count(*)::int as n, ${items}
      from inventories i
      join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
      join products p on p.store_id = i.store_id and p.id = i.product_id
      where ${sql.join(filters, sql` and `)}
      group by c.store_id, c.id),
    t as (select *, least(owed, gross) as neg, gross - least(owed, gross) as net from g)
    select json_build_object(
      'consigners', coalesce(json_agg(json_build_object(
        'consigner', json_build_object('id', id, 'name', coalesce(nullif(trim(first_name || ' ' || last_name), ''), email),
          'email', email, 'payoutType', payout_type),
        'gross', ${major(sql`gross`)}, 'negativeBalance', ${major(sql`neg`)}, 'total', ${major(sql`net`)},
        'cheques', case when net > 0 then ceil(net::numeric / ${CHEQUE_SIZE * f})::int else 0 end,
        'itemCount', n, ${itemsOut}) order by last_name, first_name, id), '[]'::json),
      'total', ${major(sql`coalesce(sum(net), 0)`)}, 'itemCount', coalesce(sum(n), 0)::int,
      'consignerCount', count(*)::int, 'automatedPayout', ${store.automatedPayout}::boolean)::text as answer
    from t`);
  return String((result.rows[0] as { answer: string }).answer);
}
