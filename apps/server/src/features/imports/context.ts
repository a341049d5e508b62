/**
 * What checking and writing rows needs to know about the store, read once per pass: its consigners, products,
 * templates, places, consigner types and fees. A store has thousands of these, not millions.
 */
import type { ImportKind } from '@backroom/domain/schemas/imports';
import { isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { type FeeContext, loadFeeContext } from '../../core/fee-context';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consigners, consignerTypes, products, productTemplates } from '../../db/schema';
import { loadPlaces, type Places } from '../inventory';

export interface ImportConsigner {
  id: number;
  email: string;
  isStoreAccount: boolean;
  consignerTypeId: number | null;
  chargeTax: boolean;
  balanceOwed: number;
}

export interface ImportProduct {
  id: number;
  title: string;
  sku: string;
  category: string;
  productTemplateId: number | null;
}

export interface ImportTemplate {
  id: number;
  title: string;
  category: string;
  brand: string;
  options: (string | null)[];
  values: string[][];
}

export interface ImportContext {
  store: StoreRow;
  kind: ImportKind;
  who: Actor;
  consignersByEmail: Map<string, ImportConsigner>;
  consignersById: Map<number, ImportConsigner>;
  productsBySku: Map<string, ImportProduct>;
  productsByTitle: Map<string, ImportProduct>;
  templates: Map<number, ImportTemplate>;
  /** Consigner type name (lower case) → its row id. */
  typeIds: Map<string, number>;
  defaultTypeId: number | null;
  places: Places;
  fees: FeeContext;
  /** The template unknown products are created from, when staff chose one. */
  createTemplate: ImportTemplate | null;
}

export const lower = (s: string) => s.trim().toLowerCase();

export function rememberProduct(ctx: ImportContext, p: ImportProduct): void {
  if (p.sku && !ctx.productsBySku.has(lower(p.sku))) ctx.productsBySku.set(lower(p.sku), p);
  if (!ctx.productsByTitle.has(lower(p.title))) ctx.productsByTitle.set(lower(p.title), p);
}

export interface LoadContextOptions {
  store: StoreRow;
  kind: ImportKind;
  who: Actor;
  createTemplateId: number | null;
}

export async function loadContext(
  db: DbOrTx,
  { store, kind, who, createTemplateId }: LoadContextOptions,
): Promise<ImportContext> {
  // Sequential: `db` may be a transaction, whose one connection runs one query at a time.
  const people = await db
    .select({
      id: consigners.id,
      email: consigners.email,
      isStoreAccount: consigners.isStoreAccount,
      consignerTypeId: consigners.consignerTypeId,
      chargeTax: consigners.chargeTax,
      balanceOwed: consigners.balanceOwed,
    })
    .from(consigners)
    .where(storeScoped(consigners, store.id, isNull(consigners.deletedAt)));
  const catalogue = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      category: products.category,
      productTemplateId: products.productTemplateId,
    })
    .from(products)
    .where(storeScoped(products, store.id))
    .orderBy(products.id);
  const templateRows = await db
    .select()
    .from(productTemplates)
    .where(storeScoped(productTemplates, store.id));
  const types = await db
    .select({ id: consignerTypes.id, name: consignerTypes.accountType, isDefault: consignerTypes.isDefault })
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, store.id))
    .orderBy(consignerTypes.id);
  const templates = new Map<number, ImportTemplate>(
    templateRows.map((t) => [
      t.id,
      {
        id: t.id,
        title: t.title,
        category: t.category,
        brand: t.brand,
        options: [t.option1, t.option2, t.option3],
        values: [t.option1Values, t.option2Values, t.option3Values],
      },
    ]),
  );
  const ctx: ImportContext = {
    store,
    kind,
    who,
    consignersByEmail: new Map(people.map((p) => [p.email.toLowerCase(), p])),
    consignersById: new Map(people.map((p) => [p.id, p])),
    productsBySku: new Map(),
    productsByTitle: new Map(),
    templates,
    typeIds: new Map(),
    defaultTypeId: types.find((t) => t.isDefault)?.id ?? null,
    places: await loadPlaces(db, store.id),
    fees: await loadFeeContext(db, store),
    createTemplate: createTemplateId === null ? null : (templates.get(createTemplateId) ?? null),
  };
  for (const t of types) if (!ctx.typeIds.has(lower(t.name))) ctx.typeIds.set(lower(t.name), t.id);
  for (const p of catalogue) rememberProduct(ctx, p);
  return ctx;
}
