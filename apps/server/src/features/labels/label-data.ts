/** What the label PDFs print: the store's label settings and the items with their GTINs, tenant-scoped. */
import {
  CUSTOM_BARCODE_OPTIONS,
  type CustomBarcode,
  LABEL_OPTIONS,
  type LabelOption,
} from '@backroom/domain/constants';
import { sql } from 'drizzle-orm';
import { type ItemRow, selectItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_SETTINGS } from '../stores';

export interface LabelSettings {
  options: Set<LabelOption>;
  widthMm: number;
  heightMm: number;
  customBarcode: CustomBarcode;
  compactTemplateIds: Set<number>;
  trackingParams: { param: string; value: string }[];
  customShopifyUrl: string | null;
}

export function labelSettings(store: StoreRow): LabelSettings {
  const s = { ...DEFAULT_SETTINGS, ...store.settings } as Record<string, unknown>;
  const size = (s.labelSize ?? {}) as { width?: number; height?: number };
  const options = (Array.isArray(s.labelOptions) ? s.labelOptions : []) as string[];
  const barcode = String(s.customBarcode ?? 'None');
  return {
    options: new Set(
      options.filter((o): o is LabelOption => (LABEL_OPTIONS as readonly string[]).includes(o)),
    ),
    widthMm: Number(size.width) > 0 ? Number(size.width) : DEFAULT_SETTINGS.labelSize.width,
    heightMm: Number(size.height) > 0 ? Number(size.height) : DEFAULT_SETTINGS.labelSize.height,
    customBarcode: (CUSTOM_BARCODE_OPTIONS as readonly string[]).includes(barcode)
      ? (barcode as CustomBarcode)
      : 'None',
    compactTemplateIds: new Set(
      (Array.isArray(s.compactLabelTemplateIds) ? s.compactLabelTemplateIds : []).map(Number),
    ),
    trackingParams: Array.isArray(s.shopifyTrackingParams)
      ? (s.shopifyTrackingParams as { param: string; value: string }[])
      : [],
    customShopifyUrl:
      typeof s.customShopifyUrl === 'string' && s.customShopifyUrl ? s.customShopifyUrl : null,
  };
}

export interface LabelItem extends ItemRow {
  /** The GTIN the product lists for the item's size, if any. */
  gtin: string | null;
  /** The storefront page of the product (set when the label shows a storefront QR code). */
  productUrl?: string | null;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The store's live items with these ids, in the order asked (a consigner only gets their own). Ids that are
 * missing or not theirs are simply absent: the caller decides whether that is an error.
 */
export async function loadLabelItems(
  db: DbOrTx,
  {
    storeId,
    ids,
    consignerId = null,
  }: { storeId: number; ids: readonly number[]; consignerId?: number | null },
): Promise<LabelItem[]> {
  if (ids.length === 0) return [];
  const own = consignerId === null ? sql`` : sql`and i.consigner_id = ${consignerId}`;
  const rows = await selectItems(
    db,
    sql`i.store_id = ${storeId} and i.id in (${idList(ids)}) and i.deleted_at is null ${own}`,
  );
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const gtins = new Map<string, string>();
  if (productIds.length > 0) {
    const result = await db.execute(
      sql`select product_id, size, gtin from product_gtins
          where store_id = ${storeId} and product_id in (${idList(productIds)}) order by id`,
    );
    for (const g of result.rows as { product_id: number; size: string; gtin: string }[]) {
      const key = `${g.product_id}|${g.size.trim().toLowerCase()}`;
      if (!gtins.has(key)) gtins.set(key, g.gtin);
    }
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const size = (row.option1Value ?? '').trim().toLowerCase();
    return [{ ...row, gtin: gtins.get(`${row.productId}|${size}`) ?? null }];
  });
}
