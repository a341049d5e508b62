/**
 * The store predicate a tenant query carries, in one place: `storeScoped(table, storeId, ...more)` is
 * `store_id = $storeId and more`. Use it for every select, update and delete of a tenant table, so the store
 * condition sits in the same statement as the write (docs/architecture.md).
 */
import { and, type Column, eq, type SQL } from 'drizzle-orm';

export function storeScoped(table: { storeId: Column }, storeId: number, ...conditions: SQL[]): SQL {
  const store = eq(table.storeId, storeId);
  return conditions.length ? (and(store, ...conditions) as SQL) : store;
}
