/**
 * Inserting new items with their codes: `{handle}_{random six digits}` (spec 2 §9), unique per store. Codes are
 * drawn at random and inserted with ON CONFLICT DO NOTHING; the few that collide are drawn again.
 */
import { randomInt } from 'node:crypto';
import { uploadItemCode } from '@backroom/domain/constants';
import { emitItemsCreated } from '../../core/webhook-events/item-events';
import type { DbOrTx } from '../../db/client';
import { inventories } from '../../db/schema';
import { AppError } from '../../http/errors';

export type NewItem = Omit<typeof inventories.$inferInsert, 'code'>;

const ROUNDS = 20;
const random = () => randomInt(0, 900_000) / 900_000;

export async function insertWithCodes(
  tx: DbOrTx,
  handle: string,
  items: readonly NewItem[],
): Promise<{ id: number; code: string; index: number }[]> {
  const done: { id: number; code: string; index: number }[] = [];
  let todo = items.map((item, index) => ({ item, index }));
  for (let round = 0; round < ROUNDS && todo.length > 0; round++) {
    const drawn = new Map<string, (typeof todo)[number]>();
    for (const entry of todo) {
      let code = uploadItemCode(handle, random);
      while (drawn.has(code)) code = uploadItemCode(handle, random);
      drawn.set(code, entry);
    }
    const inserted = await tx
      .insert(inventories)
      .values([...drawn].map(([code, { item }]) => ({ ...item, code })))
      .onConflictDoNothing()
      .returning({ id: inventories.id, code: inventories.code });
    for (const row of inserted) {
      const entry = drawn.get(row.code)!;
      done.push({ ...row, index: entry.index });
      drawn.delete(row.code);
    }
    todo = [...drawn.values()];
  }
  if (todo.length > 0) throw new AppError('UNAVAILABLE', 'Could not find free item codes. Please try again.');
  done.sort((a, b) => a.index - b.index);
  const storeId = items[0]?.storeId;
  if (storeId !== undefined)
    await emitItemsCreated(
      tx,
      storeId,
      done.map((d) => {
        const item = items[d.index]!;
        return { ...item, id: d.id, code: d.code, status: item.status ?? '', price: item.price ?? 0 };
      }),
    );
  return done;
}
