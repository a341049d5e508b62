/**
 * The slim item rows of scan results: a location can hold ten thousand items, so a result row carries what the
 * Missing / Over Scanned lists show and nothing else, built by PostgreSQL as JSON in one statement.
 */
import type { ScanItem } from '@backroom/domain/contract/scans';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';

/** The store's items with these ids (removed ones too: a scan's history keeps them), in the ids' order. */
export async function scanRows(db: DbOrTx, store: StoreRow, ids: readonly number[]): Promise<ScanItem[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'id', i.id, 'code', i.code, 'status', i.status, 'title', p.title, 'sku', p.sku,
      'image', coalesce(i.image, p.image), 'option1Value', i.option1_value, 'option2Value', i.option2_value,
      'option3Value', i.option3_value, 'location', l.name, 'subLocation', sl.name, 'price', i.price,
      'consigner', trim(c.first_name || ' ' || c.last_name)) order by w.ord), '[]')::text as rows
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as w(id, ord)
    join inventories i on i.store_id = ${store.id} and i.id = w.id
    join products p on p.store_id = i.store_id and p.id = i.product_id
    join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
    left join locations l on l.store_id = i.store_id and l.id = i.location_id
    left join sub_locations sl on sl.store_id = i.store_id and sl.id = i.sub_location_id`);
  const text = (result.rows[0] as { rows: string }).rows;
  const rows = JSON.parse(text) as ScanItem[];
  for (const r of rows) r.price = fromMinor(r.price, store.currency);
  return rows;
}
