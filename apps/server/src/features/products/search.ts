import { fromMinor } from '@backroom/domain/money';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { likePattern, offsetOf, type Page } from '../../http/pagination';

const MAX_WORDS = 6;

/**
 * Word-similarity threshold of the fuzzy `<%` test: 0.5 lets one typo through in a 6-letter word ("chicgo");
 * pg_trgm's default 0.6 does not. Set per transaction, as pg_trgm reads it from a setting.
 */
const WORD_SIMILARITY = '0.5';

export interface ProductSearch extends Page {
  search?: string;
  reviewStatus: 'active' | 'submitted';
}

/** Lowest price of the product's Active items (minor units); evaluated for the page's rows only. */
const lowestActivePrice = sql<number | null>`(select min(i.price) from inventories i
  where i.store_id = "products"."store_id" and i.product_id = "products"."id"
    and i.status = 'Active' and i.deleted_at is null)`;

const wordsOf = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** A word inside title, brand or SKU (search_text is their lower-cased concatenation). */
const substring = (word: string) => sql`${products.searchText} like ${likePattern(word)}`;

/** Phase 1: every word is part of the title, brand or SKU. Exact SKU first, then titles starting with it. */
function exactMatch(term: string): { where: SQL; order: SQL[] } {
  const lower = term.toLowerCase();
  return {
    where: sql.join(wordsOf(term).map(substring), sql` and `),
    order: [
      desc(sql`lower(${products.sku}) = ${lower}`),
      desc(sql`lower(${products.title}) like ${`${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
      asc(products.title),
    ],
  };
}

/** Phase 2 (typos): every word is a substring or, from 3 letters, similar to a word of title, brand or SKU. */
function fuzzyMatch(term: string): { where: SQL; order: SQL[] } {
  const words = wordsOf(term);
  const conditions = words.map((word) =>
    word.length < 3 ? substring(word) : sql`(${substring(word)} or ${word} <% ${products.searchText})`,
  );
  const scores = words.map((word) => sql`word_similarity(${word}, ${products.searchText})`);
  return { where: sql.join(conditions, sql` and `), order: [desc(sql`${sql.join(scores, sql` + `)}`)] };
}

async function page(
  db: DbOrTx,
  storeId: number,
  currency: string,
  q: ProductSearch,
  match: { where: SQL; order: SQL[] } | null,
) {
  const where = and(eq(products.storeId, storeId), eq(products.reviewStatus, q.reviewStatus), match?.where);
  // Two queries beat one with count(*) over (): the window would make every match pay for its price subquery.
  const [rows, [count]] = await Promise.all([
    db
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
      })
      .from(products)
      .where(where)
      .orderBy(...(match?.order ?? [asc(products.title)]), asc(products.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return {
    products: rows.map(({ price, ...r }) => ({
      ...r,
      price: price === null ? null : fromMinor(Number(price), currency),
    })),
    total: Number(count!.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Product cards (image, title, price = lowest Active item) for a search over title, SKU and brand. Words are
 * matched as substrings first (trigram-indexed ILIKE, a few ms on a large catalogue); only when that finds
 * nothing does the slower typo-tolerant trigram similarity run, best matches first.
 */
export async function searchProducts(db: Db, storeId: number, currency: string, q: ProductSearch) {
  if (!q.search) return page(db, storeId, currency, q, null);
  const exact = await page(db, storeId, currency, q, exactMatch(q.search));
  if (exact.total > 0) return exact;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
    return page(tx, storeId, currency, q, fuzzyMatch(q.search!));
  });
}
