/**
 * The import as a durable job (issue 15 §2): reads the chosen products from the shop a few at a time, writes
 * each chunk in one transaction of a few statements (save-chunk.ts; if that fails, each product in its own
 * transaction, so one product's error never undoes the others) and reports progress. Importing the
 * same product again updates it (products are keyed by store and shopifyId), so a retried job is harmless.
 */
import type { ShopifyImportResult } from '@backroom/domain/contract/shopify-import';
import { messages } from '@backroom/domain/messages';
import { eq } from 'drizzle-orm';
import type { StoreRow } from '../../../core/store';
import { storeScoped } from '../../../core/store-scope';
import type { Db, DbOrTx } from '../../../db/client';
import { productTemplates, stores } from '../../../db/schema';
import { enqueueJob, type JobContext } from '../../../jobs/queue';
import type { StorefrontCatalogue } from '../../../storefront/catalogue';
import { IMPORT_REASONS, mapShopifyProduct, type TemplateForImport } from './map-product';
import { type ChunkEntry, saveImportedChunk } from './save-chunk';
import { type ImportOutcome, saveImported } from './save-imported';

export const SHOPIFY_IMPORT_JOB = 'products.shopifyImport';
/** Products read from Shopify between two progress reports. */
const CHUNK = 40;

export interface ImportPayload {
  shopifyProductIds: string[];
  productTemplateId: number;
  /** Shopify product id → the existing product to link it to. */
  links: Record<string, number>;
  requestedBy: string;
}

export async function enqueueImport(db: DbOrTx, storeId: number, payload: ImportPayload) {
  const job = await enqueueJob(db, {
    name: SHOPIFY_IMPORT_JOB,
    storeId,
    payload: { ...payload },
    maxAttempts: 3,
  });
  return job.id;
}

async function loadTemplate(db: Db, storeId: number, id: number): Promise<TemplateForImport | null> {
  const [row] = await db
    .select()
    .from(productTemplates)
    .where(storeScoped(productTemplates, storeId, eq(productTemplates.id, id)));
  return row ? { id: row.id, brand: row.brand, category: row.category, option1: row.option1 } : null;
}

export function shopifyImportJob(catalogue: StorefrontCatalogue | undefined) {
  return async ({ job, db, progress }: JobContext): Promise<ShopifyImportResult> => {
    const storeId = job.storeId!;
    const payload = job.payload as unknown as ImportPayload;
    const ids = payload.shopifyProductIds;
    const result: ShopifyImportResult = { total: ids.length, imported: [], skuMatches: [], errors: [] };
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    const template = await loadTemplate(db, storeId, payload.productTemplateId);
    const refuseAll = (reason: string) => {
      result.errors = ids.map((id) => ({ kind: 'error', shopifyProductId: id, title: null, reason }));
      return result;
    };
    if (!store || !catalogue?.catalogueConnected(store))
      return refuseAll('The store is no longer connected to Shopify.');
    if (!template) return refuseAll('The product template was deleted; choose another and import again.');
    await progress(0, ids.length);
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const found = new Map((await readProducts(catalogue, store, chunk)).map((p) => [p.id, p]));
      for (const outcome of await importChunk(db, storeId, chunk, found, template, payload.links)) {
        if (outcome.kind === 'imported') result.imported.push(outcome);
        else if (outcome.kind === 'skuMatch') result.skuMatches.push(outcome);
        else result.errors.push(outcome);
      }
      await progress(Math.min(ids.length, start + CHUNK), ids.length);
    }
    return result;
  };
}

/** Shopify's failure in words for the progress bar; the worker logs the cause. The job is retried. */
async function readProducts(catalogue: StorefrontCatalogue, store: StoreRow, ids: string[]) {
  try {
    return await catalogue.productsByIds(store, ids);
  } catch (err) {
    throw new Error(messages.shopifyUnavailable, { cause: err });
  }
}

type ShopifySource = Parameters<typeof mapShopifyProduct>[0];

/** The chunk's outcomes in its order: the products that map written together, one by one if that fails. */
async function importChunk(
  db: Db,
  storeId: number,
  ids: string[],
  found: Map<string, ShopifySource>,
  template: TemplateForImport,
  links: Record<string, number>,
): Promise<ImportOutcome[]> {
  const outcomes: (ImportOutcome | ChunkEntry)[] = ids.map((id) => {
    const source = found.get(id);
    if (!source) return { kind: 'error', shopifyProductId: id, title: null, reason: IMPORT_REASONS.notFound };
    const mapping = mapShopifyProduct(source, template);
    if (!mapping.ok) {
      return { kind: 'error', shopifyProductId: id, title: source.title || null, reason: mapping.reason };
    }
    return { shopifyProductId: id, mapped: mapping.product, linkTo: links[id] ?? null };
  });
  const entries = outcomes.filter((o): o is ChunkEntry => 'mapped' in o);
  // A failed chunk keeps nothing (one transaction): its products are then written one by one, each on its own.
  const saved = await saveImportedChunk(db, { storeId, template, entries }).catch(() => null);
  const one = async (e: ChunkEntry) =>
    saveImported(db, {
      storeId,
      shopifyProductId: e.shopifyProductId,
      mapped: e.mapped,
      template,
      linkTo: e.linkTo,
    });
  const result: ImportOutcome[] = [];
  let next = 0;
  for (const o of outcomes) {
    if (!('mapped' in o)) result.push(o);
    else result.push(saved ? saved[next++]! : await one(o));
  }
  return result;
}
