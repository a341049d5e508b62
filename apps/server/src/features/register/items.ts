/**
 * Finding items at the register: a scanned code (one indexed lookup on (store_id, code)) or a search. An item
 * that cannot be sold is refused in words: another store's code, removed, or any status but Active.
 */
import type { RegisterItem } from '@backroom/domain/contract/register';
import { REGISTER_MESSAGES } from '@backroom/domain/messages/register';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/prebuilt';
import { notFound, ruleViolation } from '../../http/errors';

interface Row {
  id: number;
  code: string;
  status: string;
  deleted: boolean;
  title: string;
  sku: string;
  option1Value: string | null;
  option2Value: string | null;
  price: number;
  consigner: string;
}

const COLUMNS = sql`i.id, i.code, i.status, i.deleted_at is not null as deleted, p.title, p.sku,
  i.option1_value as "option1Value", i.option2_value as "option2Value", i.price,
  trim(c.first_name || ' ' || c.last_name) as consigner`;
const FROM = sql`inventories i
  join products p on p.store_id = i.store_id and p.id = i.product_id
  join consigners c on c.store_id = i.store_id and c.id = i.consigner_id`;

function toItem(row: Row, currency: string): RegisterItem {
  return {
    id: Number(row.id),
    code: row.code,
    title: row.title,
    sku: row.sku,
    option1Value: row.option1Value,
    option2Value: row.option2Value,
    price: fromMinor(Number(row.price), currency),
    consigner: row.consigner,
  };
}

/** Why an item of the store cannot be sold, or null when it can. */
export function sellRefusal(row: { code: string; status: string; deleted: boolean }): string | null {
  if (row.deleted) return REGISTER_MESSAGES.removed(row.code);
  if (row.status !== 'Active') return REGISTER_MESSAGES.notSellable(row.code, row.status);
  return null;
}

/** A code shaped like another store's (`otherhandle_123456`): said so, without looking into that store. */
function looksLikeOtherStore(code: string, handle: string): boolean {
  const cut = code.lastIndexOf('_');
  return cut > 0 && code.slice(0, cut).toLowerCase() !== handle.toLowerCase();
}

/** The scan's one statement (npm run bench runs it bare beside GET /api/register/scan). */
export const scanSql = (storeId: number, code: string) => sql`select ${COLUMNS} from ${FROM}
    where i.store_id = ${storeId} and i.code = ${code}`;

export async function scanItem(db: DbOrTx, store: StoreRow, code: string): Promise<RegisterItem> {
  // A lookup by key: prepared under a name, planned once per connection (a scan a second at every register).
  const result = await executeNamed(db, scanSql(store.id, code));
  const row = result.rows[0] as Row | undefined;
  if (!row) {
    if (looksLikeOtherStore(code, store.handle)) throw notFound(REGISTER_MESSAGES.otherStore(code));
    throw notFound(REGISTER_MESSAGES.notFound(code));
  }
  const refusal = sellRefusal(row);
  if (refusal) throw ruleViolation(refusal);
  return toItem(row, store.currency);
}

/** Active items whose code, title or SKU holds the words; at most 20, codes that start with it first. */
export async function searchItems(db: DbOrTx, store: StoreRow, search: string | undefined) {
  if (!search) return { items: [] };
  const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const result = await db.execute(sql`select ${COLUMNS} from ${FROM}
    where i.store_id = ${store.id} and i.status = 'Active' and i.deleted_at is null
      and (i.code ilike ${like} or p.title ilike ${like} or p.sku ilike ${like})
    order by (i.code ilike ${`${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}) desc, i.id
    limit 20`);
  return { items: (result.rows as unknown as Row[]).map((r) => toItem(r, store.currency)) };
}
