/** bulkPrintInventory: printed = true for the store's items that were not yet, logged, in one statement. */
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { inventoryLogs } from '../../db/schema';

export async function markPrinted(
  db: Db,
  { storeId, who, ids }: { storeId: number; who: Actor; ids: number[] },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update inventories set printed = true, version = version + 1, updated_at = now(), last_updated_by = ${who.name}
      where store_id = ${storeId} and id in (${list}) and deleted_at is null and not printed
      returning id`);
    const changed = (result.rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
    if (changed.length > 0) {
      await tx.insert(inventoryLogs).values(
        changed.map((inventoryId) => ({
          storeId,
          inventoryId,
          actorName: who.name,
          action: 'bulkPrintInventory',
          modifiedFields: [{ variableChanged: 'printed', beforeValue: false, afterValue: true }],
        })),
      );
    }
    return changed;
  });
}
