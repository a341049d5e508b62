import { Readable } from 'node:stream';
import { CONSIGNER_EXPORT_COLUMNS } from '@backroom/domain/constants';
import { csvLine } from '@backroom/domain/csv';
import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { formatMoneyForCsv } from '@backroom/domain/money-format';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../http/pagination';
import { defaultTypeIdOf } from './queries';

const BATCH = 5000;

/** id, first, last, email, phone, address, account type, fee, isActive, sales, payouts (minor units). */
type ExportRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
  number | null,
  boolean,
  number,
  number,
];

/**
 * One batch as one JSON array: cut first (keyset on id, LIMIT), then joined to the type and the sold items'
 * totals. A single value per batch instead of 5,000 rows of 11 columns keeps the driver's per-row cost out.
 */
function batchQuery(storeId: number, defaultTypeId: number | null, afterId: number, search?: string) {
  const like = search ? likePattern(search.toLowerCase()) : null;
  const soldStatuses = sql.join(
    STATUS_GROUPS.sold.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`
    with page as (
      select c.id, c.store_id, c.consigner_type_id, c.first_name, c.last_name, c.email, c.phone, c.address,
             c.is_active
      from consigners c
      where c.store_id = ${storeId} and c.deleted_at is null and c.id > ${afterId}
        ${like ? sql`and c.search_text like ${like}` : sql``}
      order by c.id
      limit ${BATCH}
    )
    select json_agg(json_build_array(c.id, c.first_name, c.last_name, c.email, c.phone, c.address,
             t.account_type, t.selling_fee, c.is_active, coalesce(s.sales, 0), coalesce(s.payouts, 0))
             order by c.id)::text as batch
    from page c
    left join consigner_types t
      on t.store_id = c.store_id and t.id = coalesce(c.consigner_type_id, ${defaultTypeId}::int)
    left join lateral (
      select sum(coalesce(i.sold_price, i.price)) as sales, sum(i.payout_amount) as payouts
      from inventories i
      where i.store_id = c.store_id and i.consigner_id = c.id and i.deleted_at is null
        and i.status in (${soldStatuses})
    ) s on true`;
}

/**
 * GET /api/consigners/export: the consigners of the store as CSV (spec 3 §9 columns), streamed in batches of
 * 5,000 (keyset on id), so memory stays flat however many consigners the store has.
 */
export function consignersCsv(db: Db, store: { id: number; currency: string }, search?: string): Readable {
  async function* rows() {
    yield csvLine([...CONSIGNER_EXPORT_COLUMNS]);
    const defaultTypeId = await defaultTypeIdOf(db, store.id);
    let afterId = 0;
    for (;;) {
      const result = await db.execute(batchQuery(store.id, defaultTypeId, afterId, search));
      const text = (result.rows[0] as { batch: string | null } | undefined)?.batch;
      const batch: ExportRow[] = text ? JSON.parse(text) : [];
      if (batch.length === 0) return;
      let chunk = '';
      for (const [id, first, last, email, phone, address, type, fee, active, sales, payouts] of batch) {
        const money = (minor: number) => formatMoneyForCsv(minor, store.currency);
        chunk += csvLine([
          id,
          first,
          last,
          email,
          phone,
          address,
          type,
          fee,
          active,
          money(sales),
          money(sales - payouts),
        ]);
      }
      yield chunk;
      afterId = batch[batch.length - 1]![0];
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows());
}
