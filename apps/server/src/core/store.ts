/** The store a request acts for (resolved once per request by http/store-resolution.ts). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { perDatabase } from '../db/per-database';
import { stores } from '../db/schema';

export type StoreRow = typeof stores.$inferSelect;

/** The store a handle names (exported for the bench, which runs its text bare beside the endpoints). */
export const storeByHandleQuery = (db: DbOrTx) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.handle, sql.placeholder('handle')))
    .limit(1);

// Every request that names its store by handle runs this (once a second per handle, and every
// GET /open/stores/{domain}): built and prepared once per database handle, not per request (issue 35).
const storeByHandleStatement = perDatabase((db: DbOrTx) => storeByHandleQuery(db).prepare('store_by_handle'));

export async function storeByHandle(db: DbOrTx, handle: string): Promise<StoreRow | null> {
  const [row] = await storeByHandleStatement(db).execute({ handle });
  return row ?? null;
}
