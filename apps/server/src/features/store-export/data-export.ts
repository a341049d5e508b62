/**
 * "Download my data" (issue 28.2): the owner's own data as one CSV per area in a zip, opened by any spreadsheet.
 * Each area names its columns (nothing is exported because a table happens to have it), so no password hash,
 * token, API key or provider secret can appear; every cell goes through csvCell (no formula injection). Money
 * is in major units of the store's currency. Rows are read through a cursor in one REPEATABLE READ snapshot.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvCell } from '@backroom/domain/csv';
import { formatMoneyForCsv } from '@backroom/domain/money-format';
import { DATA_EXPORT_AREAS, type DataExportArea } from '@backroom/domain/schemas/store-export';
import { eq, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db, DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import type { FileStorage } from '../../storage';

const FETCH_ROWS = 2000;

interface Area {
  /** Header → SQL expression; `$money` marks an amount in minor units. */
  columns: [header: string, expression: string, money?: '$money'][];
  from: string;
  order: string;
}

const M = '$money' as const;

/** Every area's query; `t` is the area's main table, always filtered by the store. */
export const AREAS: Record<DataExportArea, Area> = {
  consigners: {
    from: `consigners t left join consigner_types ct on ct.store_id = t.store_id and ct.id = t.consigner_type_id`,
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['First name', 't.first_name'],
      ['Last name', 't.last_name'],
      ['Email', 't.email'],
      ['Phone', 't.phone'],
      ['Address', 't.address'],
      ['Account type', 'ct.account_type'],
      ['Payout type', 't.payout_type'],
      ['Bank', 't.bank'],
      ['Account name', 't.account_name'],
      ['Account number', 't.account_number'],
      ['Branch code', 't.branch_code'],
      ['Active', 't.is_active'],
      ['Store account', 't.is_store_account'],
      ['Charge VAT', 't.charge_tax'],
      ['Balance owed', 't.balance_owed', M],
      ['Created', 't.created_at'],
      ['Deleted', 't.deleted_at'],
    ],
  },
  inventory: {
    from: `inventories t
      left join products p on p.store_id = t.store_id and p.id = t.product_id
      left join consigners c on c.store_id = t.store_id and c.id = t.consigner_id
      left join locations l on l.store_id = t.store_id and l.id = t.location_id
      left join sub_locations sl on sl.store_id = t.store_id and sl.id = t.sub_location_id`,
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Code', 't.code'],
      ['Product', 'p.title'],
      ['SKU', 'p.sku'],
      ['Option 1', 't.option1_value'],
      ['Option 2', 't.option2_value'],
      ['Option 3', 't.option3_value'],
      ['Category', 't.category'],
      ['Status', 't.status'],
      ['Sale type', 't.sale_type'],
      ['Consigner', "concat_ws(' ', c.first_name, c.last_name)"],
      ['Consigner email', 'c.email'],
      ['Location', 'l.name'],
      ['Sublocation', 'sl.name'],
      ['Price', 't.price', M],
      ['Payout', 't.payout_amount', M],
      ['Cost', 't.cost', M],
      ['Sold price', 't.sold_price', M],
      ['Order id', 't.order_id'],
      ['Accepted on', 't.accepted_on'],
      ['Sold on', 't.sold_on'],
      ['Notes', 't.notes'],
      ['Created', 't.created_at'],
      ['Deleted', 't.deleted_at'],
    ],
  },
  products: {
    from: 'products t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Title', 't.title'],
      ['Brand', 't.brand'],
      ['SKU', 't.sku'],
      ['Category', 't.category'],
      ['Gender', 't.gender'],
      ['Year', 't.year'],
      ['Color', 't.color'],
      ['Image', 't.image'],
      ['Review status', 't.review_status'],
    ],
  },
  orders: {
    from: 'orders t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Name', 't.name'],
      ['Channel', 't.channel'],
      ['Status', 't.status'],
      ['Customer name', "t.customer->>'name'"],
      ['Customer email', "t.customer->>'email'"],
      ['Total', 't.total', M],
      ['Order date', 't.order_date'],
    ],
  },
  'order-lines': {
    from: 'order_line_items t left join orders o on o.store_id = t.store_id and o.id = t.order_id',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Order id', 't.order_id'],
      ['Order', 'o.name'],
      ['Item id', 't.inventory_id'],
      ['Title', 't.title'],
      ['Price', 't.price', M],
      ['Discount', 't.discount', M],
    ],
  },
  payouts: {
    from: 'payouts t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Name', 't.name'],
      ['Status', 't.status'],
      ['Provider', 't.provider'],
      ['Total', 't.total', M],
      ['Paid at', 't.paid_at'],
      ['Created', 't.created_at'],
    ],
  },
  'payout-items': {
    from: `payout_items t left join consigners c on c.store_id = t.store_id and c.id = t.consigner_id`,
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Payout id', 't.payout_id'],
      ['Item id', 't.inventory_id'],
      ['Consigner id', 't.consigner_id'],
      ['Consigner', "concat_ws(' ', c.first_name, c.last_name)"],
      ['Amount', 't.amount', M],
    ],
  },
  employees: {
    from: 'employees t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['First name', 't.first_name'],
      ['Last name', 't.last_name'],
      ['Email', 't.email'],
      ['Role', 't.role'],
      ['Access', "array_to_string(t.access_controls, '; ')"],
      ['Active', 't.is_active'],
      ['Deleted', 't.deleted_at'],
    ],
  },
  locations: {
    from: 'locations t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Name', 't.name'],
      ['Address', 't.address'],
    ],
  },
  'consigner-types': {
    from: 'consigner_types t',
    order: 't.id',
    columns: [
      ['Id', 't.id'],
      ['Account type', 't.account_type'],
      ['Minimum fee', 't.min_fee', M],
      ['Flat fee', 't.flat_fee', M],
      ['Default', 't.is_default'],
      ['Category', 't.category'],
    ],
  },
};

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

function cell(value: unknown, money: boolean, currency: string): unknown {
  if (value === null || value === undefined) return '';
  if (money) return formatMoneyForCsv(Number(value), currency);
  if (value instanceof Date) return value.toISOString();
  return value;
}

async function* areaLines(tx: DbOrTx, area: Area, storeId: number, currency: string, counted: () => void) {
  // A BOM so spreadsheets read the file as UTF-8.
  yield Buffer.from(`\uFEFF${line(area.columns.map(([header]) => header))}`);
  const select = area.columns.map(([, expression], i) => `${expression} as c${i}`).join(', ');
  const cursor = 'data_export';
  await tx.execute(
    sql.raw(`declare ${cursor} no scroll cursor for
      select ${select} from ${area.from} where t.store_id = ${Number(storeId)} order by ${area.order}`),
  );
  for (;;) {
    const { rows } = await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from ${cursor}`));
    if (rows.length === 0) break;
    const text = (rows as Record<string, unknown>[])
      .map((row) => {
        counted();
        return line(area.columns.map(([, , money], i) => cell(row[`c${i}`], money === M, currency)));
      })
      .join('');
    yield Buffer.from(text);
  }
  await tx.execute(sql.raw(`close ${cursor}`));
}

export interface WrittenDataExport {
  handle: string;
  bytes: number;
  areas: { name: DataExportArea; file: string; rows: number }[];
}

export const areaFile = (area: DataExportArea) => `${area}.csv`;

interface WriteDataExportOptions {
  storage: FileStorage;
  storeId: number;
  key: string;
  progress?: (done: number, total: number) => Promise<void>;
}

/** Writes the store's data export (a zip of CSVs) to private storage under `key`. */
export async function writeDataExport(
  db: Db,
  { storage, storeId, key, progress = async () => {} }: WriteDataExportOptions,
): Promise<WrittenDataExport> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`Store ${storeId} not found`);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const stored = storage.putPrivate(key, output);
  const storageFailed = stored.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err),
  );
  storageFailed.catch(() => {});
  const names = DATA_EXPORT_AREAS;
  const areas: WrittenDataExport['areas'] = [];
  try {
    await db.transaction(
      async (tx) => {
        for (const name of names) {
          let rows = 0;
          const lines = Readable.from(
            areaLines(tx, AREAS[name], storeId, store.currency, () => rows++),
            { objectMode: false },
          );
          zip.addReadStream(lines, areaFile(name), { compress: true });
          await Promise.race([finished(lines), storageFailed]);
          areas.push({ name, file: areaFile(name), rows });
          progress(areas.length, names.length).catch(() => {});
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    zip.end();
    const { size } = await stored;
    await progress(names.length, names.length);
    return { handle: store.handle, bytes: size, areas };
  } catch (err) {
    output.destroy(err as Error);
    await stored.catch(() => {});
    throw err;
  }
}
