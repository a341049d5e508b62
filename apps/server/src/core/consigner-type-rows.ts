/** Consigner-type rows as the fee engine reads them; the consigner-types feature owns their routes and edits. */
import type { ConsignerTypeRow } from '@backroom/domain/fee-rules';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { consignerTypes } from '../db/schema';
import { storeScoped } from './store-scope';

export type TypeRow = typeof consignerTypes.$inferSelect;

/** The rows as the domain fee engine reads them (minor units). */
export function toFeeRow(row: TypeRow): ConsignerTypeRow {
  return { ...row, categories: row.categories ?? null };
}

export async function listTypeRows(db: DbOrTx, storeId: number): Promise<TypeRow[]> {
  return db
    .select()
    .from(consignerTypes)
    .where(storeScoped(consignerTypes, storeId))
    .orderBy(asc(consignerTypes.id));
}
