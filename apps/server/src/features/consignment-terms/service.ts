/**
 * The store's named consignment terms (issue 16): create, edit (version bumped), delete, one default per store,
 * and which terms a consigner type or a consigner gets.
 */
import { TERMS_MESSAGES } from '@backroom/domain/messages/consignment-terms';
import type { ConsignmentTermsInput } from '@backroom/domain/schemas/consignment-terms';
import { termsFromInput, termsToForm } from '@backroom/domain/schemas/consignment-terms';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import { resnapshotLiveItems } from '../../core/terms/snapshot';
import type { Db, DbOrTx } from '../../db/client';
import { consigners, consignerTypes, consignmentTerms } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { ensureDailyJob } from './clock-job';

export type TermsRow = typeof consignmentTerms.$inferSelect;
type StoreMoney = { id: number; currency: string; timeZone: string };

const scoped = (storeId: number, id?: number) =>
  id === undefined
    ? storeScoped(consignmentTerms, storeId)
    : storeScoped(consignmentTerms, storeId, eq(consignmentTerms.id, id));

/** The terms as the API answers them: the form's fields (major units) plus id, version and usage. */
export function toTermsView(row: TermsRow, currency: string) {
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...termsToForm(row.terms, { name: row.name, isDefault: row.isDefault }, currency),
  };
}

async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'consignment_terms_store_name_uq')) throw conflict(TERMS_MESSAGES.nameTaken);
    throw err;
  }
}

export async function listTerms(db: DbOrTx, storeId: number): Promise<TermsRow[]> {
  return db.select().from(consignmentTerms).where(scoped(storeId)).orderBy(asc(consignmentTerms.id));
}

export async function getTerms(db: DbOrTx, storeId: number, id: number): Promise<TermsRow> {
  const [row] = await db.select().from(consignmentTerms).where(scoped(storeId, id)).limit(1);
  if (!row) throw notFound(TERMS_MESSAGES.notFound);
  return row;
}

async function clearDefault(tx: DbOrTx, storeId: number, exceptId = 0) {
  await tx
    .update(consignmentTerms)
    .set({ isDefault: false })
    .where(and(scoped(storeId), eq(consignmentTerms.isDefault, true), ne(consignmentTerms.id, exceptId)));
}

/** The store's first terms become its default, whatever the form said: a store with terms always has one. */
export async function createTerms(db: Db, store: StoreMoney, input: ConsignmentTermsInput) {
  return named(() =>
    db.transaction(async (tx) => {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(consignmentTerms)
        .where(scoped(store.id))) as [{ n: number }];
      const isDefault = input.isDefault || n === 0;
      if (isDefault) await clearDefault(tx, store.id);
      const [row] = await tx
        .insert(consignmentTerms)
        .values({
          storeId: store.id,
          name: input.name,
          isDefault,
          terms: termsFromInput(input, store.currency),
        })
        .returning();
      await ensureDailyJob(tx, store);
      return toTermsView(row!, store.currency);
    }),
  );
}

export interface UpdateTermsOptions {
  store: StoreMoney;
  id: number;
  input: ConsignmentTermsInput;
  applyTo: 'new' | 'all';
}

/**
 * Replaces the terms and bumps the version. Items already accepted keep their copy unless `applyTo` is 'all'
 * (the screen confirms it): then live items under these terms take the new version from their accepted day.
 */
export async function updateTerms(db: Db, { store, id, input, applyTo }: UpdateTermsOptions) {
  return named(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select().from(consignmentTerms).where(scoped(store.id, id)).for('update');
      if (!existing) throw notFound(TERMS_MESSAGES.notFound);
      // The only default stays the default: unsetting it would leave new items without terms.
      const isDefault = input.isDefault || existing.isDefault;
      if (isDefault && !existing.isDefault) await clearDefault(tx, store.id, id);
      const [row] = await tx
        .update(consignmentTerms)
        .set({
          name: input.name,
          isDefault,
          terms: termsFromInput(input, store.currency),
          version: existing.version + 1,
          updatedAt: new Date(),
        })
        .where(scoped(store.id, id))
        .returning();
      const resnapshotted = applyTo === 'all' ? await resnapshotLiveItems(tx, store, row!) : 0;
      return { ...toTermsView(row!, store.currency), resnapshotted };
    }),
  );
}

/**
 * Deletes a set of terms: types and consigners that named it fall back to the default; items keep their copy.
 * The default is deleted only when it is the last set (another set must become the default first).
 */
export async function deleteTerms(db: Db, storeId: number, id: number) {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(consignmentTerms).where(scoped(storeId, id)).for('update');
    if (!existing) throw notFound(TERMS_MESSAGES.notFound);
    if (existing.isDefault) {
      const others = await tx
        .select({ id: consignmentTerms.id })
        .from(consignmentTerms)
        .where(and(scoped(storeId), ne(consignmentTerms.id, id)))
        .limit(1);
      if (others.length > 0)
        throw conflict('These are the default terms. Make other terms the default before deleting them.');
    }
    await tx
      .update(consignerTypes)
      .set({ consignmentTermsId: null })
      .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.consignmentTermsId, id)));
    await tx
      .update(consigners)
      .set({ consignmentTermsId: null })
      .where(storeScoped(consigners, storeId, eq(consigners.consignmentTermsId, id)));
    await tx.delete(consignmentTerms).where(scoped(storeId, id));
  });
}

export async function assignToType(
  db: Db,
  { storeId, typeId, termsId }: { storeId: number; typeId: number; termsId: number | null },
) {
  return db.transaction(async (tx) => {
    if (termsId !== null) await getTerms(tx, storeId, termsId);
    const updated = await tx
      .update(consignerTypes)
      .set({ consignmentTermsId: termsId })
      .where(storeScoped(consignerTypes, storeId, eq(consignerTypes.id, typeId)))
      .returning({ id: consignerTypes.id });
    if (updated.length === 0) throw notFound(TERMS_MESSAGES.typeNotFound);
    return { consignerTypeId: typeId, termsId };
  });
}

export async function assignToConsigner(
  db: Db,
  { storeId, consignerId, termsId }: { storeId: number; consignerId: number; termsId: number | null },
) {
  return db.transaction(async (tx) => {
    if (termsId !== null) await getTerms(tx, storeId, termsId);
    const updated = await tx
      .update(consigners)
      .set({ consignmentTermsId: termsId })
      .where(storeScoped(consigners, storeId, eq(consigners.id, consignerId), isNull(consigners.deletedAt)))
      .returning({ id: consigners.id });
    if (updated.length === 0) throw notFound(TERMS_MESSAGES.consignerNotFound);
    return { consignerId, termsId };
  });
}
