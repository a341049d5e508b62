import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { catalogueVersions, products } from '../../db/schema';
import { countLimit, likePattern, offsetOf, type Page } from '../../http/pagination';
import { estimate, memoryBudget } from '../../memory/budget';
import { type IndexPage, type IndexQuery, StoreIndexCache } from '../../search/ordered-text-index';

const MAX_WORDS = 6;

/** Corrections offered per misspelt word: the closest words of the store's catalogue dictionary. */
const CORRECTIONS_PER_WORD = 3;

export interface ProductSearch extends Page {
  search?: string;
  reviewStatus: 'active' | 'submitted';
}

interface FoundPage {
  ids: number[];
  total: number;
  totalCapped: boolean;
}

/**
 * Which products a search shows, per store and catalogue version: the version is bumped by a trigger on every
 * product write (migration 0006), so a cached page is never stale, on this instance or any other. Prices are not
 * cached: they are read for the page's products on every call.
 */
const pageCache = perDatabase((_db: Db) =>
  memoryBudget.cache<string, FoundPage>(
    'product pages',
    (page, key) => estimate.object + estimate.string(key) + estimate.numbers(page.ids.length),
  ),
);

const wordsOf = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** Every word is part of the title, brand or SKU (search_text is their lower-cased concatenation). */
const allWords = (words: string[][]) =>
  sql.join(
    words.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((w) => sql`${products.searchText} like ${likePattern(w)}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );

/**
 * One page of product ids: an exact SKU first, then the other matches by title. Each branch is cut to the page
 * on its own index, so a word matching thousands of products never sorts them all.
 */
async function findPage(db: DbOrTx, storeId: number, q: ProductSearch, words: string[][] | null) {
  const scope = sql`${products.storeId} = ${storeId} and ${products.reviewStatus} = ${q.reviewStatus}`;
  const match = words ? sql`${scope} and ${allWords(words)}` : scope;
  const want = offsetOf(q) + q.pageSize;
  const term = q.search?.trim().toLowerCase() ?? '';
  const exactSku = words
    ? sql`(select 0 as tier, id, title from ${products}
            where ${scope} and lower(${products.sku}) = ${term} limit ${want})
          union all`
    : sql``;
  const others = words ? sql`${match} and lower(${products.sku}) <> ${term}` : match;
  const limit = countLimit(q);
  const result = await db.execute<{ id: number; total: number }>(sql`
    with found as (
      ${exactSku}
      (select 1 as tier, id, title from ${products} where ${others} order by title, id limit ${want})
    )
    select id, (select count(*) from (select 1 from ${products} where ${match} limit ${limit + 1}) c)::int as total
    from found order by tier, title, id limit ${q.pageSize} offset ${offsetOf(q)}`);
  const rows = result.rows;
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${products} where ${match} limit ${limit + 1}) c`,
    );
    total = Number(counted.rows[0]!.n);
  }
  return { ids: rows.map((r) => Number(r.id)), total: Math.min(total, limit), totalCapped: total > limit };
}

/**
 * Typos: each word of 3 letters or more that is no substring of the catalogue is replaced by the closest words
 * of the store's dictionary (every word of every title, brand and SKU; trigram-indexed). Null when a word has
 * no close word, so the search finds nothing.
 */
async function correctedWords(db: Db, storeId: number, words: string[]): Promise<string[][] | null> {
  return db.transaction(async (tx) => {
    // 0.4 lets one typo through in a 5-letter word ("jordn" → "jordan"); pg_trgm reads it from a setting.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.4', true)`);
    // The closest dictionary words of every search word, in one statement.
    const result = await tx.execute<{ word: string; close: string[] }>(sql`
      select q.word, array(
        select pw.word from product_words pw where pw.store_id = ${storeId} and pw.word % q.word
        order by pw.word <-> q.word, pw.word limit ${CORRECTIONS_PER_WORD}) as close
      from unnest(${sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`}) with ordinality as q(word, n)
      order by q.n`);
    const corrected: string[][] = [];
    for (const { word, close } of result.rows) {
      if (word.length < 3) corrected.push([word]);
      else if (close.length === 0) return null;
      else corrected.push([word, ...close]);
    }
    return corrected;
  });
}

async function catalogueVersion(db: DbOrTx, storeId: number): Promise<string> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(storeScoped(catalogueVersions, storeId));
  return String(row?.version ?? 0);
}

async function cachedPage(db: Db, storeId: number, q: ProductSearch): Promise<FoundPage> {
  const words = q.search ? wordsOf(q.search) : [];
  const key = [
    storeId,
    await catalogueVersion(db, storeId),
    q.reviewStatus,
    q.page,
    q.pageSize,
    ...words,
  ].join('\u0000');
  const pages = pageCache(db);
  const hit = pages.get(key);
  if (hit) return hit;
  let found = await findPage(db, storeId, q, words.length ? words.map((w) => [w]) : null);
  if (found.total === 0 && words.length) {
    const corrected = await correctedWords(db, storeId, words);
    if (corrected) found = await findPage(db, storeId, q, corrected);
  }
  pages.set(key, found);
  return found;
}

/** Lowest price of the product's Active items (minor units), read from an index for the page's rows only. */
const lowestActivePrice = sql<number | null>`(select min(i.price) from inventories i
  where i.store_id = "products"."store_id" and i.product_id = "products"."id"
    and i.status = 'Active' and i.deleted_at is null)`;

/** The page's cards (also `npm run bench`'s bare SQL for the product rows). */
export function cardsQuery(db: Db) {
  const storeId = sql.placeholder('storeId');
  return db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      brand: products.brand,
      category: products.category,
      gender: products.gender,
      image: products.image,
      productTemplateId: products.productTemplateId,
      price: lowestActivePrice,
      version: sql<string>`(select version from ${catalogueVersions} where store_id = ${storeId})`,
    })
    .from(products)
    .where(storeScoped(products, storeId, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`));
}

// Run on every search: prepared once per database handle (no planning per request).
const cardsStatement = perDatabase((db: Db) => cardsQuery(db).prepare('product_cards'));

/** The page's cards in the page's order, with the catalogue version they were read at (same statement). */
async function cards(db: Db, storeId: number, ids: number[]) {
  if (ids.length === 0) return { version: await catalogueVersion(db, storeId), rows: [] };
  const rows = await cardsStatement(db).execute({ storeId, ids });
  const byId = new Map(rows.map(({ version: _, ...r }) => [r.id, r]));
  return { version: String(rows[0]?.version ?? 0), rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

type Cards = Awaited<ReturnType<typeof cards>>['rows'];

/** The in-memory search index of each store's catalogue, for this database. */
export const productIndexes = perDatabase(
  (db: Db) =>
    new StoreIndexCache('product indexes', async (storeId) => {
      // The version first: rows written after it make the index look outdated, never stale.
      const version = await catalogueVersion(db, storeId);
      const result = await db.execute<{
        id: number;
        text: string | null;
        exact: string | null;
        grp: string;
      }>(sql`
        select id, search_text as text, lower(sku) as exact, review_status as grp
        from ${products} where store_id = ${storeId} order by title, id`);
      const rows = result.rows.map((r) => ({
        id: Number(r.id),
        text: r.text ?? '',
        exact: r.exact,
        group: r.grp,
      }));
      return { version, rows };
    }),
);

/** Corrections per store, catalogue version and misspelt search (the dictionary only changes with the catalogue). */
const correctionCache = perDatabase((_db: Db) =>
  memoryBudget.cache<string, { words: string[][] | null }>(
    'search corrections',
    (c, key) =>
      estimate.object +
      estimate.string(key) +
      (c.words ?? []).flat().reduce((n, w) => n + estimate.string(w) + 8, 0),
  ),
);

async function cachedCorrections(db: Db, storeId: number, version: string, words: string[]) {
  const key = [storeId, version, ...words].join('\u0000');
  const corrections = correctionCache(db);
  const hit = corrections.get(key);
  if (hit) return hit.words;
  const corrected = await correctedWords(db, storeId, words);
  corrections.set(key, { words: corrected });
  return corrected;
}

/**
 * The search through the store's in-memory index: one round trip (the cards, read with the current catalogue
 * version). Null when there is no index yet or it is outdated; a rebuild starts and SQL answers.
 */
export async function searchIndexed(db: Db, storeId: number, q: ProductSearch) {
  const cache = productIndexes(db);
  const entry = cache.peek(storeId);
  if (!entry) {
    void cache.refresh(storeId);
    return null;
  }
  const words = q.search ? wordsOf(q.search) : [];
  const query = (alternatives: string[][]): IndexQuery => ({
    words: alternatives,
    exact: words.length ? (q.search?.trim().toLowerCase() ?? '') : undefined,
    group: q.reviewStatus,
    offset: offsetOf(q),
    limit: q.pageSize,
    countLimit: countLimit(q),
  });
  let found: IndexPage = entry.index.find(query(words.map((w) => [w])));
  if (found.total === 0 && words.length) {
    const corrected = await cachedCorrections(db, storeId, entry.version, words);
    if (corrected) found = entry.index.find(query(corrected));
  }
  const { version, rows } = await cards(db, storeId, found.ids);
  if (version !== entry.version) {
    void cache.refresh(storeId);
    return null;
  }
  return { found, rows };
}

export async function searchSql(
  db: Db,
  storeId: number,
  q: ProductSearch,
): Promise<{ found: FoundPage; rows: Cards }> {
  const found = await cachedPage(db, storeId, q);
  return { found, rows: (await cards(db, storeId, found.ids)).rows };
}

/**
 * Product cards (image, title, price = lowest Active item) for a search over title, SKU and brand: every word
 * as a substring, exact SKU first, then by title; when nothing matches, misspelt words are corrected from the
 * store's catalogue dictionary. Answered from the store's in-memory index when it is current, else by SQL
 * (trigram-indexed).
 */
export async function searchProducts(
  db: Db,
  { storeId, currency, query: q }: { storeId: number; currency: string; query: ProductSearch },
) {
  const { found, rows } = (await searchIndexed(db, storeId, q)) ?? (await searchSql(db, storeId, q));
  return {
    products: rows.map(({ price, ...r }) => ({
      ...r,
      price: price === null ? null : fromMinor(Number(price), currency),
    })),
    total: found.total,
    totalCapped: found.totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}
