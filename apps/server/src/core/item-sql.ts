/**
 * One select list for every inventory read (detail, lists, locks, export), so every answer has the same shape.
 * Raw SQL on purpose: the list endpoints put the page and its count in one statement (one round trip), and
 * the same text is what the bench runs bare.
 */
import type { InventoryStatus } from '@backroom/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export const ITEM_COLUMNS = sql.raw(`
  i.id, i.store_id, i.code, i.status, i.product_id, i.product_template_id, i.consigner_id, i.price,
  i.requested_price, i.store_request_price_low, i.store_request_price_high, i.payout_amount, i.payout_fee, i.cost,
  i.total, i.discount, i.sold_price, i.option1_value, i.option2_value, i.option3_value, i.category, i.location_id,
  i.sub_location_id, i.sale_type, i.notes, i.tracking_code, i.image, i.printed, i.preapproval_status,
  i.payment_type, i.services, i.is_withdrawn_early, i.withdrawal_fee, i.withdrawal_requested_at,
  i.withdrawal_decided_at, i.withdrawal_decided_by, i.shopify_id, i.order_id, i.accepted_on, i.sold_on,
  i.last_updated_by, i.version, i.deleted_at, i.created_at, i.updated_at,
  p.title as product_title, p.sku as product_sku, p.image as product_image, p.brand as product_brand,
  p.category as product_category, p.shopify_id as product_shopify_id,
  c.first_name as consigner_first_name, c.last_name as consigner_last_name, c.email as consigner_email,
  c.is_active as consigner_is_active, c.is_store_account as consigner_is_store_account,
  c.charge_tax as consigner_charge_tax, c.balance_owed as consigner_balance_owed,
  c.consigner_type_id as consigner_type_id, c.email_notifications as consigner_email_notifications,
  l.name as location_name, sl.name as sub_location_name`);

/** The joins every item read needs, after `inventories i`. */
export const ITEM_JOINS = sql.raw(`
  join products p on p.store_id = i.store_id and p.id = i.product_id
  join consigners c on c.store_id = i.store_id and c.id = i.consigner_id
  left join locations l on l.store_id = i.store_id and l.id = i.location_id
  left join sub_locations sl on sl.store_id = i.store_id and sl.id = i.sub_location_id`);

export const ITEM_FROM = sql`inventories i ${ITEM_JOINS}`;

/**
 * ITEM_JOINS as lookups by key that the planner cannot reorder (`offset 0` keeps each subquery apart). A plan kept
 * for every store (the inventory list's runsPrepared) is made from the average store's statistics; with plain
 * joins it once reached the page's items through the consigner index and scanned all of a store's consigners per
 * item (200 ms and 3.6 ms on a 100,000-item store, against 1.2 ms planned for that store).
 */
export const ITEM_LOOKUPS = sql.raw(`
  join lateral (select * from products p where p.store_id = i.store_id and p.id = i.product_id offset 0) p on true
  join lateral (select * from consigners c where c.store_id = i.store_id and c.id = i.consigner_id offset 0) c on true
  left join lateral (select * from locations l where l.store_id = i.store_id and l.id = i.location_id offset 0) l on true
  left join lateral (select * from sub_locations sl where sl.store_id = i.store_id and sl.id = i.sub_location_id offset 0) sl on true`);

/** A row of ITEM_COLUMNS, money in minor units. */
export interface ItemRow {
  id: number;
  storeId: number;
  code: string;
  status: InventoryStatus;
  productId: number;
  productTemplateId: number | null;
  consignerId: number;
  price: number;
  requestedPrice: number | null;
  storeRequestPriceLow: number | null;
  storeRequestPriceHigh: number | null;
  payoutAmount: number;
  payoutFee: number;
  cost: number;
  total: number;
  discount: number;
  soldPrice: number | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  category: string | null;
  locationId: number | null;
  subLocationId: number | null;
  saleType: 'Consignment' | 'Buying';
  notes: string | null;
  trackingCode: string | null;
  image: string | null;
  printed: boolean;
  preapprovalStatus: string | null;
  paymentType: string | null;
  services: { cleaning?: boolean; box?: boolean };
  isWithdrawnEarly: boolean;
  withdrawalFee: number;
  withdrawalRequestedAt: Date | null;
  withdrawalDecidedAt: Date | null;
  withdrawalDecidedBy: string | null;
  shopifyId: string | null;
  orderId: number | null;
  acceptedOn: Date | null;
  soldOn: Date | null;
  lastUpdatedBy: string | null;
  version: number;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  productTitle: string;
  productSku: string;
  productImage: string | null;
  productBrand: string;
  productCategory: string;
  productShopifyId: string | null;
  consignerFirstName: string;
  consignerLastName: string;
  consignerEmail: string;
  consignerIsActive: boolean;
  consignerIsStoreAccount: boolean;
  consignerChargeTax: boolean;
  consignerBalanceOwed: number;
  consignerTypeId: number | null;
  consignerEmailNotifications: Record<string, boolean> | null;
  locationName: string | null;
  subLocationName: string | null;
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const DATE_KEYS = new Set([
  'withdrawalRequestedAt',
  'withdrawalDecidedAt',
  'acceptedOn',
  'soldOn',
  'deletedAt',
  'createdAt',
  'updatedAt',
]);
const NUMBER_KEYS = new Set(['consignerBalanceOwed']);
const JSON_KEYS = new Set(['services', 'consignerEmailNotifications']);

type RowMapper = (raw: Record<string, unknown>) => ItemRow;
const mappers = new Map<string, RowMapper>();

/**
 * The mapper of one driver row shape, made once: one object literal with the camelCase names, dates made Dates,
 * the numbers numbers and JSON parsed. A list page maps twenty rows of sixty columns on every request, and looking
 * each key up in maps cost ~9% of its server time (issue 35). `skip`: columns that are not the item's (a count).
 */
function mapperFor(keys: readonly string[], skip: ReadonlySet<string>): RowMapper {
  const signature = `${keys.join(',')}|${[...skip].join(',')}`;
  let mapper = mappers.get(signature);
  if (mapper) return mapper;
  const fields = keys
    .filter((key) => !skip.has(key))
    .map((key) => {
      const name = camel(key);
      const value = `raw[${JSON.stringify(key)}]`;
      const expr = DATE_KEYS.has(name)
        ? `date(${value})`
        : NUMBER_KEYS.has(name)
          ? `num(${value})`
          : JSON_KEYS.has(name)
            ? `json(${value})`
            : value;
      return `${JSON.stringify(name)}: ${expr}`;
    });
  const make = new Function('date', 'num', 'json', `return (raw) => ({ ${fields.join(', ')} });`);
  mapper = make(
    (v: unknown) => (v === null || v instanceof Date ? v : new Date(String(v))),
    (v: unknown) => (v === null ? v : Number(v)),
    (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v),
  ) as RowMapper;
  mappers.set(signature, mapper);
  return mapper;
}

const NOTHING = new Set<string>();

/** Driver rows (snake_case) → ItemRows; both drivers already give numbers, booleans and JSON. */
export function toItemRows(
  raw: readonly Record<string, unknown>[],
  skip: ReadonlySet<string> = NOTHING,
): ItemRow[] {
  if (raw.length === 0) return [];
  const mapper = mapperFor(Object.keys(raw[0]!), skip);
  return raw.map(mapper);
}

export async function selectItems(db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<ItemRow[]> {
  const result = await db.execute(sql`select ${ITEM_COLUMNS} from ${ITEM_FROM} where ${where} ${tail}`);
  return toItemRows(result.rows as Record<string, unknown>[]);
}

/** One live (not removed) item of the store, or null. */
export async function findItem(db: DbOrTx, storeId: number, id: number): Promise<ItemRow | null> {
  const [row] = await selectItems(db, sql`i.store_id = ${storeId} and i.id = ${id}`);
  return row ?? null;
}

/** Locks the store's items with these ids (in id order, so two bulk actions never deadlock). */
export function lockItems(db: DbOrTx, storeId: number, ids: readonly number[]): Promise<ItemRow[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return selectItems(
    db,
    sql`i.store_id = ${storeId} and i.id in (${list})`,
    sql`order by i.id for update of i`,
  );
}
