/**
 * Writes a chunk of imported Shopify products in one transaction with a handful of statements, whatever its size:
 * the rows it reads (products by Shopify id, by link, by SKU; the barcodes in use; the templates) are read once
 * for the chunk, the new products are inserted in one statement, the earlier ones updated in one, their barcodes
 * inserted in one. Each product's outcome
 * is exactly what saveImported (one transaction per product) gives when the products are written one after the
 * other, earlier products of the chunk included. A 1,000-product import made ~9 round trips per product, which a
 * loaded database turned into minutes.
 *
 * When the chunk's transaction fails (a concurrent import created one of its products, or anything unexpected),
 * nothing of it is kept and the caller writes its products one at a time (saveImported), so one product's error
 * never undoes the others.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { storeScoped } from '../../../core/store-scope';
import type { Db, Tx } from '../../../db/client';
import { productGtins, products, productTemplates } from '../../../db/schema';
import type { MappedProduct, TemplateForImport } from './map-product';
import { type ImportOutcome, MAX_OPTION_VALUES } from './save-imported';

export interface ChunkEntry {
  shopifyProductId: string;
  mapped: MappedProduct;
  /** The existing product staff chose to link this Shopify product to. */
  linkTo: number | null;
}

/** A product as the chunk's earlier writes left it. */
interface ProductState {
  id: number;
  title: string;
  sku: string;
  shopifyId: string | null;
  productTemplateId: number | null;
}

type Decision =
  | { outcome: ImportOutcome }
  | {
      write: 'created' | 'updated' | 'linked';
      entry: ChunkEntry;
      productId: number | null;
      templateId: number;
    };

/** The chunk's outcomes in its order, or null when it holds the same Shopify product twice (write them one by one). */
export async function saveImportedChunk(
  db: Db,
  { storeId, template, entries }: { storeId: number; template: TemplateForImport; entries: ChunkEntry[] },
): Promise<ImportOutcome[] | null> {
  if (entries.length === 0) return [];
  if (new Set(entries.map((e) => e.shopifyProductId)).size !== entries.length) return null;
  return db.transaction((tx) => saveIn(tx, storeId, template, entries));
}

const productColumns = {
  id: products.id,
  title: products.title,
  sku: products.sku,
  shopifyId: products.shopifyId,
  productTemplateId: products.productTemplateId,
};

async function saveIn(tx: Tx, storeId: number, template: TemplateForImport, entries: ChunkEntry[]) {
  const known = new Map<number, ProductState>();
  /** Titles before this chunk's writes (a skipped barcode names its product as it was when checked). */
  const titlesBefore = new Map<number, string>();
  const remember = (rows: ProductState[]) => {
    for (const r of rows) {
      known.set(r.id, { ...r });
      titlesBefore.set(r.id, r.title);
    }
  };
  // Locked as saveImported locks them: the products already linked to these Shopify products, and those to link.
  remember(
    await tx
      .select(productColumns)
      .from(products)
      .where(
        storeScoped(
          products,
          storeId,
          inArray(
            products.shopifyId,
            entries.map((e) => e.shopifyProductId),
          ),
        ),
      )
      .orderBy(products.id)
      .for('update'),
  );
  const links = entries.flatMap((e) => (e.linkTo === null ? [] : [e.linkTo]));
  if (links.length > 0) {
    remember(
      await tx
        .select(productColumns)
        .from(products)
        .where(storeScoped(products, storeId, inArray(products.id, links)))
        .orderBy(products.id)
        .for('update'),
    );
  }
  const skus = [...new Set(entries.map((e) => e.mapped.sku.toLowerCase()))];
  remember(
    await tx
      .select(productColumns)
      .from(products)
      .where(
        storeScoped(
          products,
          storeId,
          sql`lower(${products.sku}) in (${sql.join(
            skus.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      ),
  );

  // Decide each product in order, against the products as the earlier ones left them.
  let placeholder = -1;
  const decisions: Decision[] = entries.map((entry) => {
    const decision = decide(entry, known, template);
    if ('write' in decision) {
      const id = decision.productId ?? placeholder--;
      const before = known.get(id);
      known.set(id, {
        id,
        title: entry.mapped.title,
        sku: entry.mapped.sku,
        shopifyId: entry.shopifyProductId,
        productTemplateId: before ? before.productTemplateId : template.id,
      });
    }
    return decision;
  });

  const writes = decisions.flatMap((d) => ('write' in d ? [d] : []));
  const fieldsOf = (entry: ChunkEntry) => ({
    title: entry.mapped.title,
    brand: entry.mapped.brand,
    sku: entry.mapped.sku,
    category: entry.mapped.category,
    shopifyId: entry.shopifyProductId,
    // A product Shopify shows without images keeps the images it has here.
    ...(entry.mapped.images.length > 0
      ? { image: entry.mapped.images[0]!, imageList: entry.mapped.images }
      : {}),
  });
  await updateAll(
    tx,
    storeId,
    writes.filter((w) => w.productId !== null),
  );
  const creates = writes.filter((w) => w.productId === null);
  if (creates.length > 0) {
    const made = await tx
      .insert(products)
      .values(
        creates.map((w) => ({
          ...fieldsOf(w.entry),
          storeId,
          productTemplateId: template.id,
          reviewStatus: 'active' as const,
        })),
      )
      .returning({ id: products.id, shopifyId: products.shopifyId });
    const idOf = new Map(made.map((m) => [m.shopifyId, m.id]));
    for (const w of creates) w.productId = idOf.get(w.entry.shopifyProductId)!;
  }

  const warnings = await addGtins(tx, storeId, writes, titlesBefore);
  await addSizes(tx, storeId, writes);
  return decisions.map((d): ImportOutcome => {
    if ('outcome' in d) return d.outcome;
    return {
      kind: 'imported',
      shopifyProductId: d.entry.shopifyProductId,
      productId: d.productId!,
      title: d.entry.mapped.title,
      action: d.write,
      warnings: [...d.entry.mapped.warnings, ...(warnings.get(d.entry.shopifyProductId) ?? [])],
    };
  });
}

/** The products linked or imported before, in one statement (a product Shopify shows without images keeps its own). */
async function updateAll(tx: Tx, storeId: number, writes: Write[]) {
  if (writes.length === 0) return;
  const rows = writes.map((w) => ({
    id: w.productId,
    title: w.entry.mapped.title,
    brand: w.entry.mapped.brand,
    sku: w.entry.mapped.sku,
    category: w.entry.mapped.category,
    shopify_id: w.entry.shopifyProductId,
    images: w.entry.mapped.images.length > 0 ? w.entry.mapped.images : null,
  }));
  await tx.execute(sql`
    update ${products} p set title = v.title, brand = v.brand, sku = v.sku, category = v.category,
      shopify_id = v.shopify_id, updated_at = now(),
      image = case when v.images is null then p.image else v.images ->> 0 end,
      image_list = case when v.images is null then p.image_list
        else array(select x from jsonb_array_elements_text(v.images) with ordinality t(x, n) order by n) end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id int, title text, brand text, sku text, category text, shopify_id text, images jsonb)
    where p.store_id = ${storeId} and p.id = v.id`);
}

/** saveImported's choice for one product, given the products as the chunk's earlier products left them. */
function decide(entry: ChunkEntry, known: Map<number, ProductState>, template: TemplateForImport): Decision {
  const { shopifyProductId: id, mapped, linkTo } = entry;
  const error = (reason: string): Decision => ({
    outcome: { kind: 'error', shopifyProductId: id, title: mapped.title, reason },
  });
  const byId = [...known.values()].sort((a, b) => order(a.id) - order(b.id));
  let existing = byId.find((p) => p.shopifyId === id);
  let write: 'updated' | 'linked' = 'updated';
  if (!existing && linkTo !== null) {
    existing = known.get(linkTo);
    if (!existing) return error('The product to link it to no longer exists.');
    if (existing.shopifyId) return error(`“${existing.title}” is already linked to another Shopify product.`);
    write = 'linked';
  }
  if (existing) {
    return { write, entry, productId: existing.id, templateId: existing.productTemplateId ?? template.id };
  }
  const sku = mapped.sku.toLowerCase();
  const sameSku = byId.find((p) => p.sku.toLowerCase() === sku);
  if (sameSku?.shopifyId) {
    return error(
      `SKU ${mapped.sku} is already used by “${sameSku.title}”, linked to another Shopify product.`,
    );
  }
  if (sameSku) {
    return {
      outcome: {
        kind: 'skuMatch',
        shopifyProductId: id,
        title: mapped.title,
        sku: mapped.sku,
        productId: sameSku.id,
        productTitle: sameSku.title,
      },
    };
  }
  return { write: 'created', entry, productId: null, templateId: template.id };
}

/** Products created in this chunk (negative placeholders) come after every existing one, in creation order. */
const order = (id: number) => (id < 0 ? 1e15 - id : id);

type Write = Extract<Decision, { write: unknown }>;

/**
 * The barcodes the products do not have yet, in one insert; one another product already uses (before this chunk,
 * or given to an earlier product of it) is skipped and said. Warnings by Shopify product id.
 */
async function addGtins(tx: Tx, storeId: number, writes: Write[], titlesBefore: Map<number, string>) {
  const warnings = new Map<string, string[]>();
  const all = [...new Set(writes.flatMap((w) => w.entry.mapped.GTIN.map((g) => g.gtin)))];
  if (all.length === 0) return warnings;
  const used = await tx
    .select({ gtin: productGtins.gtin, productId: productGtins.productId, title: products.title })
    .from(productGtins)
    .innerJoin(
      products,
      and(eq(products.storeId, productGtins.storeId), eq(products.id, productGtins.productId)),
    )
    .where(storeScoped(productGtins, storeId, inArray(productGtins.gtin, all)));
  const owners = new Map<string, number[]>();
  const titles = new Map<number, string>();
  for (const u of used) {
    owners.set(u.gtin, [...(owners.get(u.gtin) ?? []), u.productId]);
    titles.set(u.productId, titlesBefore.get(u.productId) ?? u.title);
  }
  const rows: (typeof productGtins.$inferInsert)[] = [];
  for (const w of writes) {
    const productId = w.productId!;
    titles.set(productId, w.entry.mapped.title);
    const skipped: string[] = [];
    for (const g of w.entry.mapped.GTIN) {
      const holders = owners.get(g.gtin) ?? [];
      const other = holders.find((p) => p !== productId);
      if (other !== undefined) {
        skipped.push(`Barcode ${g.gtin} skipped: “${titles.get(other)}” already uses it.`);
        continue;
      }
      if (holders.includes(productId)) continue;
      owners.set(g.gtin, [productId]);
      rows.push({ storeId, productId, size: g.size, gtin: g.gtin });
    }
    if (skipped.length > 0) warnings.set(w.entry.shopifyProductId, skipped);
  }
  if (rows.length > 0) await tx.insert(productGtins).values(rows).onConflictDoNothing();
  return warnings;
}

/** Each template learns the sizes its products sell, in the products' order: one read and one write a template. */
async function addSizes(tx: Tx, storeId: number, writes: Write[]) {
  const sizesByTemplate = new Map<number, string[]>();
  for (const w of writes) {
    sizesByTemplate.set(w.templateId, [
      ...(sizesByTemplate.get(w.templateId) ?? []),
      ...w.entry.mapped.sizes,
    ]);
  }
  for (const [templateId, sizes] of sizesByTemplate) {
    if (sizes.length === 0) continue;
    const [row] = await tx
      .select({ values: productTemplates.option1Values })
      .from(productTemplates)
      .where(storeScoped(productTemplates, storeId, eq(productTemplates.id, templateId)))
      .for('update');
    if (!row) continue;
    const values = [...row.values];
    for (const size of sizes) if (!values.includes(size)) values.push(size);
    const kept = values.slice(0, MAX_OPTION_VALUES);
    if (kept.length === row.values.length) continue;
    await tx
      .update(productTemplates)
      .set({ option1Values: kept })
      .where(storeScoped(productTemplates, storeId, eq(productTemplates.id, templateId)));
  }
}
