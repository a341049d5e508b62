import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { fromMinor } from '@backroom/domain/money';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ConsignerRow } from '../../core/principal';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { consigners, consignerTypes, filterOptionVersions, inventories } from '../../db/schema';
import { countLimit, likePattern, offsetOf, type Page } from '../../http/pagination';
import { StoreIndexCache } from '../../search/ordered-text-index';

/** Live consigners of one store: every consigner query starts here. */
export const liveConsigner = (storeId: number, id?: number, ids?: number[]) =>
  storeScoped(
    consigners,
    storeId,
    isNull(consigners.deletedAt),
    id === undefined ? undefined : eq(consigners.id, id),
    ids === undefined ? undefined : inArray(consigners.id, ids),
  );

/** The store's default consigner type row id (what applies to a consigner with no type). */
export async function defaultTypeIdOf(db: DbOrTx, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: consignerTypes.id })
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

export interface ConsignerWithType {
  row: ConsignerRow;
  accountType: string | null;
  sellingFee: number | null;
}

/** The consigner's type row, or the store's default type when none is set (what the fee engine applies). */
const typeOf = (storeId: number, defaultTypeId: number | null) =>
  storeScoped(
    consignerTypes,
    storeId,
    eq(consignerTypes.id, sql`coalesce(${consigners.consignerTypeId}, ${defaultTypeId}::int)`),
  );

/** Consigners with their type row, or the store's default type when none is set. */
function selectWithType(db: DbOrTx, storeId: number, defaultTypeId: number | null, where: SQL | undefined) {
  return db
    .select({
      row: consigners,
      accountType: consignerTypes.accountType,
      sellingFee: consignerTypes.sellingFee,
    })
    .from(consigners)
    .leftJoin(consignerTypes, typeOf(storeId, defaultTypeId))
    .where(where);
}

const storeParam = sql.placeholder('storeId');

/** Sold items' sum of `column` for the consigner of the outer row. */
const soldSum = (column: SQL) =>
  sql<string>`(select coalesce(sum(${column}), 0) from ${inventories} i
    where i.store_id = ${storeParam} and i.consigner_id = ${consigners.id}
      and i.status in ('Sold', 'Paid') and i.deleted_at is null)`;

/** A page of consigners by id with their type, sales, payouts and the list version: one statement. */
export function consignerPageQuery(db: Db) {
  return db
    .select({
      row: consigners,
      accountType: consignerTypes.accountType,
      sellingFee: consignerTypes.sellingFee,
      sales: soldSum(sql`coalesce(i.sold_price, i.price)`),
      payouts: soldSum(sql`i.payout_amount`),
      version: sql<string>`(select version from ${filterOptionVersions} where store_id = ${storeParam})`,
    })
    .from(consigners)
    .leftJoin(
      consignerTypes,
      storeScoped(
        consignerTypes,
        storeParam,
        eq(
          consignerTypes.id,
          sql`coalesce(${consigners.consignerTypeId}, (select id from ${consignerTypes} where store_id = ${storeParam} and is_default limit 1))`,
        ),
      ),
    )
    .where(
      storeScoped(
        consigners,
        storeParam,
        isNull(consigners.deletedAt),
        sql`${consigners.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    );
}

// Run on every list and search: prepared once per database handle (no planning per request).
const pageStatement = perDatabase((db: Db) => consignerPageQuery(db).prepare('consigner_page'));

const selectPage = (db: Db, storeId: number, ids: number[]) => pageStatement(db).execute({ storeId, ids });

export async function findConsigner(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<ConsignerWithType | null> {
  const defaultId = await defaultTypeIdOf(db, storeId);
  const [row] = await selectWithType(db, storeId, defaultId, liveConsigner(storeId, id)).limit(1);
  return row ?? null;
}

export interface Stats {
  sales: number;
  payouts: number;
}

/** Sales (sold price) and payouts of sold items per consigner, minor units; one grouped query per batch. */
export async function statsFor(db: DbOrTx, storeId: number, ids: number[]): Promise<Map<number, Stats>> {
  const map = new Map<number, Stats>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      consignerId: inventories.consignerId,
      sales: sql<string>`coalesce(sum(coalesce(${inventories.soldPrice}, ${inventories.price})), 0)`,
      payouts: sql<string>`coalesce(sum(${inventories.payoutAmount}), 0)`,
    })
    .from(inventories)
    .where(
      storeScoped(
        inventories,
        storeId,
        inArray(inventories.consignerId, ids),
        inArray(inventories.status, [...STATUS_GROUPS.sold]),
        isNull(inventories.deletedAt),
      ),
    )
    .groupBy(inventories.consignerId);
  for (const r of rows) map.set(r.consignerId, { sales: Number(r.sales), payouts: Number(r.payouts) });
  return map;
}

/** ffData of the spec: the type's selling fee (percent), sales and the store's profit, major units. */
export function ffData(c: ConsignerWithType, stats: Stats | undefined, currency: string) {
  const sales = stats?.sales ?? 0;
  return {
    fee: c.sellingFee,
    sales: fromMinor(sales, currency),
    profit: fromMinor(sales - (stats?.payouts ?? 0), currency),
  };
}

function searchWhere(storeId: number, search: string | undefined): SQL | undefined {
  if (!search) return liveConsigner(storeId);
  const byId = /^\d{1,9}$/.test(search) ? eq(consigners.id, Number(search)) : undefined;
  // search_text holds lower(first last email phone): one trigram-indexed LIKE instead of five ILIKE scans.
  const text = sql`${consigners.searchText} like ${likePattern(search.toLowerCase())}`;
  return and(liveConsigner(storeId), byId ? or(text, byId) : text);
}

/** The consigners list through SQL: the trigram-indexed search_text, a capped count. */
export async function searchConsignersSql(
  db: DbOrTx,
  store: { id: number; currency: string },
  q: Page & { search?: string },
) {
  const where = searchWhere(store.id, q.search);
  const limit = countLimit(q);
  const defaultId = await defaultTypeIdOf(db, store.id);
  const [rows, total] = await Promise.all([
    selectWithType(db, store.id, defaultId, where)
      .orderBy(asc(consigners.lastName), asc(consigners.firstName), asc(consigners.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${consigners} where ${where} limit ${limit + 1}) c`,
    ),
  ]);
  const stats = await statsFor(
    db,
    store.id,
    rows.map((r) => r.row.id),
  );
  return {
    consigners: rows.map((c) => toConsignerSummary(c, ffData(c, stats.get(c.row.id), store.currency))),
    total: Math.min(Number(total.rows[0]!.n), limit),
    totalCapped: Number(total.rows[0]!.n) > limit,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function listVersion(db: DbOrTx, storeId: number): Promise<string> {
  const [row] = await db
    .select({ version: filterOptionVersions.version })
    .from(filterOptionVersions)
    .where(storeScoped(filterOptionVersions, storeId));
  return String(row?.version ?? 0);
}

/** The in-memory index of each store's live consigners in list order, per filter_option_versions version. */
export const consignerIndexes = perDatabase(
  (db: Db) =>
    new StoreIndexCache('consigner indexes', async (storeId) => {
      // The version first: rows written after it make the index look outdated, never stale.
      const version = await listVersion(db, storeId);
      const rows = await db
        .select({ id: consigners.id, text: consigners.searchText })
        .from(consigners)
        .where(liveConsigner(storeId))
        .orderBy(asc(consigners.lastName), asc(consigners.firstName), asc(consigners.id));
      return { version, rows: rows.map((r) => ({ id: r.id, text: r.text ?? '' })) };
    }),
);

/**
 * The consigners list from the store's in-memory index: the page's rows, their sales and the list version in
 * one statement. Null when there is no current index; a rebuild starts and SQL answers.
 */
export async function searchConsignersIndexed(
  db: Db,
  store: { id: number; currency: string },
  q: Page & { search?: string },
) {
  const cache = consignerIndexes(db);
  const entry = cache.peek(store.id);
  if (!entry) {
    void cache.refresh(store.id);
    return null;
  }
  const search = q.search?.toLowerCase();
  const found = entry.index.find({
    words: search ? [[search]] : [],
    id: search && /^\d{1,9}$/.test(search) ? Number(search) : undefined,
    offset: offsetOf(q),
    limit: q.pageSize,
    countLimit: countLimit(q),
  });
  const rows = found.ids.length
    ? await selectPage(db, store.id, found.ids)
    : [{ version: await listVersion(db, store.id) }];
  if (String(rows[0]?.version ?? 0) !== entry.version) {
    void cache.refresh(store.id);
    return null;
  }
  const byId = new Map(rows.flatMap((c) => ('row' in c ? [[c.row.id, c] as const] : [])));
  return {
    consigners: found.ids.flatMap((id) => {
      const c = byId.get(id);
      if (!c) return [];
      return [
        toConsignerSummary(
          c,
          ffData(c, { sales: Number(c.sales), payouts: Number(c.payouts) }, store.currency),
        ),
      ];
    }),
    total: found.total,
    totalCapped: found.totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The consigners list: search over name, e-mail, phone and id; sorted by last then first name. */
export async function searchConsigners(
  db: Db,
  store: { id: number; currency: string },
  q: Page & { search?: string },
) {
  return (await searchConsignersIndexed(db, store, q)) ?? (await searchConsignersSql(db, store, q));
}

export function toConsignerSummary(c: ConsignerWithType, ff: ReturnType<typeof ffData>) {
  const { row } = c;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    accountType: c.accountType,
    consignerTypeId: row.consignerTypeId,
    consignmentTermsId: row.consignmentTermsId,
    payoutType: row.payoutType,
    isActive: row.isActive,
    isStoreAccount: row.isStoreAccount,
    marketplaceLocation: row.marketplaceLocation,
    chargeTax: row.chargeTax,
    acceptedTOS: row.acceptedTOS,
    fbUserId: row.userId,
    createdAt: row.createdAt,
    ffData: ff,
  };
}

export interface ToConsignerOptions {
  c: ConsignerWithType;
  ff: ReturnType<typeof ffData>;
  currency: string;
  staff: boolean;
}

/** The full consigner (detail, settings). Staff also see the outstanding withdrawal fees. */
export function toConsigner({ c, ff, currency, staff }: ToConsignerOptions) {
  const { row } = c;
  return {
    ...toConsignerSummary(c, ff),
    idNumber: row.idNumber,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    bank: row.bank,
    bankType: row.bankType,
    branchCode: row.branchCode,
    payoutData: row.payoutData,
    bankData: row.bankData ?? null,
    storeId: row.storeId,
    emailNotifications: row.emailNotifications,
    updatedAt: row.updatedAt,
    ...(staff ? { balanceOwed: fromMinor(row.balanceOwed, currency) } : {}),
  };
}

/** GET /api/consigners/{id} and answers of changes. */
export async function consignerView(
  db: DbOrTx,
  { store, id, staff }: { store: { id: number; currency: string }; id: number; staff: boolean },
) {
  const c = await findConsigner(db, store.id, id);
  if (!c) return null;
  const stats = await statsFor(db, store.id, [id]);
  return toConsigner({ c, ff: ffData(c, stats.get(id), store.currency), currency: store.currency, staff });
}
