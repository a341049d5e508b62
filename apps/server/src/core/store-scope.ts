/**
 * The store predicate a tenant query carries, in one place: `storeScoped(table, storeId, ...more)` is
 * `store_id = $storeId and more`. Use it for every select, update and delete of a tenant table, so the store
 * condition sits in the same statement as the write (docs/architecture.md).
 */
import { and, type Column, eq, type Placeholder, type SQL } from 'drizzle-orm';

/** As in `and`, a condition left undefined is skipped; `storeId` may be a prepared statement's placeholder. */
export function storeScoped(
  table: { storeId: Column },
  storeId: number | Placeholder,
  ...conditions: (SQL | undefined)[]
): SQL {
  const store = eq(table.storeId, storeId);
  return conditions.length ? (and(store, ...conditions) as SQL) : store;
}
