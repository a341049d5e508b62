import { TEMPLATE_MESSAGES } from '@backroom/domain/messages/product-templates';
import type { ProductTemplateForm } from '@backroom/domain/schemas/product-template';
import { checkTemplateDelete, checkTemplateUpdate } from '@backroom/domain/schemas/product-template';
import { asc, eq, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { productTemplates } from '../../db/schema';
import { notFound, ruleViolation } from '../../http/errors';

export type TemplateRow = typeof productTemplates.$inferSelect;

const scoped = (storeId: number, id?: number) =>
  id === undefined
    ? storeScoped(productTemplates, storeId)
    : storeScoped(productTemplates, storeId, eq(productTemplates.id, id));

/** Whether products or inventory use the template (then it cannot be deleted). */
const inUseSql = sql<boolean>`(exists (select 1 from products p where p.store_id = "product_templates"."store_id"
  and p.product_template_id = "product_templates"."id")
  or exists (select 1 from inventories i where i.store_id = "product_templates"."store_id"
  and i.product_template_id = "product_templates"."id"))`;

export function toTemplate(row: TemplateRow, inUse?: boolean) {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    category: row.category,
    gender: row.gender,
    weight: row.weight,
    option1: row.option1,
    option2: row.option2,
    option3: row.option3,
    option1Values: row.option1Values,
    option2Values: row.option2Values,
    option3Values: row.option3Values,
    ...(inUse === undefined ? {} : { inUse }),
  };
}

export async function listTemplates(db: Db, storeId: number) {
  const rows = await db
    .select({ row: productTemplates, inUse: inUseSql })
    .from(productTemplates)
    .where(scoped(storeId))
    .orderBy(asc(productTemplates.id));
  return rows.map((r) => toTemplate(r.row, Boolean(r.inUse)));
}

export async function findTemplate(db: DbOrTx, storeId: number, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(productTemplates).where(scoped(storeId, id)).limit(1);
  return row ?? null;
}

export async function getTemplate(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ row: productTemplates, inUse: inUseSql })
    .from(productTemplates)
    .where(scoped(storeId, id));
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return toTemplate(row.row, Boolean(row.inUse));
}

const columns = (form: ProductTemplateForm) => ({
  title: form.title,
  brand: form.brand,
  category: form.category,
  gender: form.gender,
  weight: form.weight === null ? null : Math.round(form.weight),
  option1: form.option1,
  option2: form.option2,
  option3: form.option3,
  option1Values: form.option1Values,
  option2Values: form.option2 ? form.option2Values : [],
  option3Values: form.option3 ? form.option3Values : [],
});

export async function createTemplate(db: Db, storeId: number, form: ProductTemplateForm) {
  const [row] = await db
    .insert(productTemplates)
    .values({ storeId, ...columns(form) })
    .returning();
  return toTemplate(row!, false);
}

/** Everything may change except the option names (spec 3 §5). */
export async function updateTemplate(
  db: Db,
  { storeId, id, form }: { storeId: number; id: number; form: ProductTemplateForm },
) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(productTemplates).where(scoped(storeId, id)).for('update');
    if (!existing) throw notFound(TEMPLATE_MESSAGES.notFound);
    const refusal = checkTemplateUpdate(existing, form);
    if (refusal) throw ruleViolation(refusal);
    const [row] = await tx.update(productTemplates).set(columns(form)).where(scoped(storeId, id)).returning();
    return toTemplate(row!);
  });
}

/** Refused for the last template and for one that products or inventory use. */
export async function deleteTemplate(db: Db, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    // Locking the store's templates serialises deletes, so two of them cannot remove the last two.
    const rows = await tx
      .select({ id: productTemplates.id, inUse: inUseSql })
      .from(productTemplates)
      .where(scoped(storeId))
      .for('update');
    const target = rows.find((r) => r.id === id);
    if (!target) throw notFound(TEMPLATE_MESSAGES.notFound);
    const refusal = checkTemplateDelete({ templateCount: rows.length, inUse: Boolean(target.inUse) });
    if (refusal) throw ruleViolation(refusal);
    await tx.delete(productTemplates).where(scoped(storeId, id));
    return { deleted: true as const };
  });
}
