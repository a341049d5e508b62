/**
 * The admin list filters (spec 2 §2.8) as query parameters, and the WHERE / ORDER BY they become. Shared by
 * the list, the paginated list and the CSV export, so the three always agree.
 */

import type { filterQuery } from '@backroom/domain/contract/inventory-requests';
import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '../../http/pagination';

const ALL = 'All';
export type ListFilters = z.output<typeof filterQuery>;

export interface Scope {
  storeId: number;
  timeZone: string;
  /** A consigner sees only their own items (store requests are listed elsewhere). */
  consignerId: number | null;
}

/** Default inventory status filter: Pending unless a status is given (spec 2 §2.8); All lifts it. */
function statusesOf(f: ListFilters): string[] | null {
  const given = f.status ?? [];
  if (given.includes(ALL)) return null;
  return given.length > 0 ? given : ['Pending'];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export function whereOf(f: ListFilters, scope: Scope, productIds?: SQL): SQL {
  const s = scope.storeId;
  const parts: SQL[] = [sql`i.store_id = ${s}`, sql`i.deleted_at is null`];
  const statuses = statusesOf(f);
  if (statuses) parts.push(sql`i.status in (${list(statuses)})`);
  if (scope.consignerId !== null) {
    parts.push(sql`i.consigner_id = ${scope.consignerId}`);
    parts.push(sql`i.status not in (${list(STATUS_GROUPS.placeholder)})`);
  } else if (f.consigner) {
    parts.push(sql`i.consigner_id = ${f.consigner}`);
  }
  if (f.locationId) parts.push(sql`i.location_id = ${f.locationId}`);
  if (f.location) {
    parts.push(
      sql`i.location_id = (select id from locations where store_id = ${s} and name = ${f.location})`,
    );
  }
  if (f.subLocationId) parts.push(sql`i.sub_location_id = ${f.subLocationId}`);
  if (f.subLocation) {
    parts.push(
      sql`i.sub_location_id in (select id from sub_locations where store_id = ${s} and name = ${f.subLocation})`,
    );
  }
  if (f.productId) parts.push(sql`i.product_id = ${f.productId}`);
  if (f.option1Value) parts.push(sql`i.option1_value = ${f.option1Value}`);
  if (f.option2Value) parts.push(sql`i.option2_value = ${f.option2Value}`);
  if (f.option3Value) parts.push(sql`i.option3_value = ${f.option3Value}`);
  if (f.category) parts.push(sql`i.category = ${f.category}`);
  if (f.printed !== undefined) parts.push(sql`i.printed = ${f.printed}`);
  if (f.saleType) parts.push(sql`i.sale_type = ${f.saleType}`);
  // Inclusive days in the store's time zone.
  if (f.dateRangeStart) {
    parts.push(sql`i.created_at >= (${f.dateRangeStart}::date)::timestamp at time zone ${scope.timeZone}`);
  }
  if (f.dateRangeEnd) {
    parts.push(sql`i.created_at < (${f.dateRangeEnd}::date + 1)::timestamp at time zone ${scope.timeZone}`);
  }
  if (f.search) parts.push(searchOf(s, f.search, productIds));
  return sql.join(parts, sql` and `);
}

/** The ids of the products whose search text (title, brand, SKU; trigram-indexed) contains every word. */
export function matchingProductIds(storeId: number, term: string): SQL {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const match = sql.join(
    words.map((w) => sql`search_text like ${likePattern(w)}`),
    sql` and `,
  );
  return sql`array(select id from products where store_id = ${storeId} and ${match})`;
}

/**
 * Search over code, title and SKU: the code contains the text, or the item's product matches. The product side
 * is an id array, so each arm uses an index; `productIds` lets a caller compute that array once.
 */
function searchOf(storeId: number, term: string, productIds?: SQL): SQL {
  return sql`(i.code ilike ${likePattern(term)}
    or i.product_id = any(${productIds ?? matchingProductIds(storeId, term)}))`;
}

const SIZE = `substring(i.option1_value from '[0-9]+(?:[.][0-9]+)?')::numeric`;

export const ORDER_BY: Record<ListFilters['sortOption'], SQL> = {
  oldestCreated: sql.raw('i.created_at asc, i.id asc'),
  newestCreated: sql.raw('i.created_at desc, i.id desc'),
  oldestUpdated: sql.raw('i.updated_at asc, i.id asc'),
  newestUpdated: sql.raw('i.updated_at desc, i.id desc'),
  lowestPrice: sql.raw('i.price asc, i.id asc'),
  highestPrice: sql.raw('i.price desc, i.id desc'),
  // Longest listed first: the items that have waited longest to sell.
  inventoryPriority: sql.raw('i.accepted_on asc nulls last, i.id asc'),
  lowestPayout: sql.raw('i.payout_amount asc, i.id asc'),
  highestPayout: sql.raw('i.payout_amount desc, i.id desc'),
  sizeLowToHigh: sql.raw(`${SIZE} asc nulls last, i.option1_value asc, i.id asc`),
  sizeHighToLow: sql.raw(`${SIZE} desc nulls last, i.option1_value desc, i.id desc`),
};
