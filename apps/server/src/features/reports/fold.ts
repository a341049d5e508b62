/**
 * Folds the deltas the inventory triggers append (inventory_stat_deltas) into inventory_stats, in the
 * background, every few seconds. Reports never write: they add the deltas not folded yet, so every figure is
 * exact whether the folder has run or not; folding only keeps that sum short. Each store is folded by one
 * session at a time (fold_inventory_stats takes a per-store advisory lock and skips a store another is folding),
 * so several server instances can run the folder side by side. Writers only insert deltas and never wait on it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';

export const FOLD_EVERY_MS = 5_000;

/** Folds every store that has deltas, one store per statement (short transactions); returns how many. */
export async function foldAllStats(db: DbOrTx): Promise<number> {
  const stores = await db.execute(sql`select distinct store_id from inventory_stat_deltas`);
  for (const row of stores.rows as { store_id: number }[]) {
    await db.execute(sql`select fold_inventory_stats(${Number(row.store_id)})`);
  }
  return stores.rows.length;
}

/** Runs foldAllStats every `everyMs` while the app is up (from ready to close). */
export function startStatsFolder(app: FastifyInstance, db: DbOrTx, everyMs = FOLD_EVERY_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = foldAllStats(db)
      .catch((err) => app.log.warn({ err }, 'folding report stats failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
