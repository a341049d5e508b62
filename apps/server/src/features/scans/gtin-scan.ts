/**
 * Scan intake (spec 2 §2.10, §4): what a scanned value at the counter means for one consigner. A value is
 * either one of the store's item codes (the QR code on a label or a manifest) or a GTIN (the box's barcode)
 * naming a product and size. The answer lists the consigner's items of that product and size still waiting to
 * come in (Requested or Pending) that the wizard has not scanned yet; the client adds one, offers a chooser for
 * several, or the add-inventory dialog for none, and the attach dialog when the GTIN is unknown.
 */

import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { messages } from '@backroom/domain/messages';
import { PLACE_MESSAGES } from '@backroom/domain/messages/inventory';
import { INTAKE_MESSAGES } from '@backroom/domain/messages/scans';
import { sql } from 'drizzle-orm';
import { selectItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import type { Db, DbOrTx } from '../../db/client';
import { badInput, conflict } from '../../http/errors';
import { toView } from '../inventory';

/** Statuses of items a consigner has announced and the counter takes in. */

export interface ScanInput {
  consignerId: number;
  value: string;
  scanned: readonly number[];
}

const MAX_ID = 2_147_483_647;

/** 400 unless `value` (a name or an id) is one of the store's locations: one query, what a scan needs. */
export async function requireLocation(db: DbOrTx, storeId: number, value: string | number): Promise<void> {
  const name = String(value).trim();
  const id = /^\d+$/.test(name) && Number(name) <= MAX_ID ? Number(name) : 0;
  const result = await db.execute(
    sql`select 1 from locations where store_id = ${storeId} and (name = ${name} or id = ${id}) limit 1`,
  );
  if (result.rows.length === 0) throw badInput(PLACE_MESSAGES.unknownLocation);
}

/** The product and its template in one query (a scan at the counter waits for every round trip). */
async function productOf(db: DbOrTx, storeId: number, productId: number) {
  const result = await db.execute(
    sql`select p.id, p.title, p.sku, p.image, p.brand, p.category, p.product_template_id,
          t.id as template_id, t.title as template_title, t.option1, t.option2, t.option3,
          t.option1_values, t.option2_values, t.option3_values
        from products p
        left join product_templates t on t.store_id = p.store_id and t.id = p.product_template_id
        where p.store_id = ${storeId} and p.id = ${productId}`,
  );
  const row = result.rows[0] as
    | {
        id: number;
        title: string;
        sku: string;
        image: string | null;
        brand: string;
        category: string;
        product_template_id: number | null;
        template_id: number | null;
        template_title: string;
        option1: string;
        option2: string | null;
        option3: string | null;
        option1_values: string[];
        option2_values: string[];
        option3_values: string[];
      }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    image: row.image,
    brand: row.brand,
    category: row.category,
    productTemplateId: row.product_template_id,
    productTemplate:
      row.template_id === null
        ? null
        : {
            id: row.template_id,
            title: row.template_title,
            option1: row.option1,
            option2: row.option2,
            option3: row.option3,
            option1Values: row.option1_values,
            option2Values: row.option2_values,
            option3Values: row.option3_values,
          },
  };
}

const statuses = sql.join(
  STATUS_GROUPS.intake.map((s) => sql`${s}`),
  sql`, `,
);

/** `db` is the pool, not a transaction: independent lookups run at once. */
export async function scanValue(db: Db, store: StoreRow, input: ScanInput) {
  const view = { currency: store.currency, staff: true };
  const scanned = new Set(input.scanned);

  // An item code (that item, if it is this consigner's), else a GTIN: both looked up at once.
  const [[byCode], gtin] = await Promise.all([
    selectItems(db, sql`i.store_id = ${store.id} and i.code = ${input.value} and i.deleted_at is null`),
    db.execute(
      sql`select product_id, size from product_gtins where store_id = ${store.id} and gtin = ${input.value} limit 1`,
    ),
  ]);
  if (byCode) {
    if (byCode.consignerId !== input.consignerId) throw conflict(INTAKE_MESSAGES.otherConsigner);
    if (scanned.has(byCode.id)) throw conflict(messages.itemAlreadyScanned);
    return {
      match: 'code' as const,
      scanGTINProduct: await productOf(db, store.id, byCode.productId),
      scanGTINInventories: [toView(byCode, view)],
      gtinSize: byCode.option1Value,
      alreadyScanned: 0,
    };
  }

  const hit = gtin.rows[0] as { product_id: number; size: string } | undefined;
  if (!hit) {
    return {
      match: 'none' as const,
      scanGTINProduct: null,
      scanGTINInventories: [],
      gtinSize: null,
      alreadyScanned: 0,
    };
  }
  const [candidates, product] = await Promise.all([
    selectItems(
      db,
      sql`i.store_id = ${store.id} and i.product_id = ${hit.product_id} and i.consigner_id = ${input.consignerId}
          and lower(trim(coalesce(i.option1_value, ''))) = lower(trim(${hit.size}))
          and i.status in (${statuses}) and i.deleted_at is null`,
      sql`order by i.id limit 200`,
    ),
    productOf(db, store.id, hit.product_id),
  ]);
  const open = candidates.filter((c) => !scanned.has(c.id));
  return {
    match: 'gtin' as const,
    scanGTINProduct: product,
    scanGTINInventories: open.map((c) => toView(c, view)),
    gtinSize: hit.size,
    alreadyScanned: candidates.length - open.length,
  };
}
