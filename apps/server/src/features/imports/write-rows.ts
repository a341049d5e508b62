import { sql } from 'drizzle-orm';
import type { UrlConfig } from '../../core/urls';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { queueEmails } from '../../mail/outbox';
import { insertConsigner, inviteSubject, inviteText } from '../consigners';
import type { ConsignerPlan } from './check-rows';
import { type ImportContext, type ImportProduct, lower, rememberProduct } from './context';
import { intArray, textArray } from './pg-arrays';

export interface ReadyRow<P> {
  key: string;
  plan: P;
}

/** The rows' keys in imported_rows, in one statement. */
export async function remember(
  tx: DbOrTx,
  { ctx, fileId, rows }: { ctx: ImportContext; fileId: string; rows: { key: string; id: number }[] },
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into imported_rows (store_id, kind, row_key, entity_id, file_id)
    select ${ctx.store.id}, ${ctx.kind}, u.row_key, u.entity_id, ${fileId}::uuid
    from unnest(${textArray(rows.map((r) => r.key))}::text[], ${intArray(rows.map((r) => r.id))}::int[])
      as u(row_key, entity_id)`);
}

export interface WriteConsignersOptions {
  ctx: ImportContext;
  fileId: string;
  rows: ReadyRow<ConsignerPlan>[];
  invite: UrlConfig | null;
}

export async function writeConsigners(
  tx: DbOrTx,
  { ctx, fileId, rows, invite }: WriteConsignersOptions,
): Promise<{ created: number; invited: number }> {
  const made: { key: string; id: number }[] = [];
  const drafts = [];
  for (const { key, plan } of rows) {
    const row = await insertConsigner(tx, ctx.store, {
      email: plan.email,
      firstName: plan.firstName,
      lastName: plan.lastName,
      phone: plan.phone,
      address: plan.address,
      consignerTypeId: plan.consignerTypeId,
      balanceOwed: plan.balanceOwed,
      ...(plan.payout ?? {}),
    });
    made.push({ key, id: row.id });
    if (invite) {
      drafts.push({
        storeId: ctx.store.id,
        to: row.email,
        subject: inviteSubject(ctx.store),
        text: inviteText(ctx.store, invite, row),
      });
    }
  }
  await remember(tx, { ctx, fileId, rows: made });
  // One batch of invitations per batch of consigners, in the same transaction: none for a rolled-back row.
  await queueEmails(tx, drafts);
  return { created: made.length, invited: drafts.length };
}

/** Products the file names that the catalogue lacked, made from the chosen template (one per SKU or title). */
export async function createMissingProducts(
  tx: DbOrTx,
  ctx: ImportContext,
  wanted: Iterable<{ sku: string; title: string }>,
): Promise<number> {
  const template = ctx.createTemplate;
  if (!template) return 0;
  const fresh = new Map<string, { sku: string; title: string }>();
  for (const p of wanted) {
    const known = (p.sku && ctx.productsBySku.get(lower(p.sku))) || ctx.productsByTitle.get(lower(p.title));
    const id = p.sku ? `s:${lower(p.sku)}` : `t:${lower(p.title)}`;
    if (!known && !fresh.has(id)) fresh.set(id, p);
  }
  if (fresh.size === 0) return 0;
  const rows = await tx
    .insert(products)
    .values(
      [...fresh.values()].map((p) => ({
        storeId: ctx.store.id,
        productTemplateId: template.id,
        title: p.title || p.sku,
        sku: p.sku,
        brand: template.brand,
        category: template.category,
      })),
    )
    .returning();
  for (const r of rows) rememberProduct(ctx, r as ImportProduct);
  return rows.length;
}
