import { STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { loadFeeContext, quoteFor } from '../../core/fee-context';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { inventories, stores } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import { findConsigner } from './queries';

const BATCH = 500;

async function countUnsold(db: Db, storeId: number, consignerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventories)
    .where(unsoldOf(storeId, consignerId));
  return Number(row!.n);
}

const unsoldOf = (storeId: number, consignerId: number) =>
  storeScoped(
    inventories,
    storeId,
    eq(inventories.consignerId, consignerId),
    inArray(inventories.status, [...STATUS_GROUPS.unsold]),
    isNull(inventories.deletedAt),
  );

/**
 * consigners.recalculatePayouts: recomputes payoutAmount, payoutFee and total of the consigner's unsold items
 * with the domain fee engine through the same fee context as every other path (store settings, consigner type, no
 * balance taken: the balance owed is recovered once, from the next payout), 500 items per transaction, reporting progress after each batch. Each batch
 * re-reads the items and keeps the status test in its UPDATE, so an item sold meanwhile is left alone; running
 * it twice gives the same result.
 */
export async function recalculatePayoutsJob({ job, db, progress }: JobContext) {
  const storeId = job.storeId!;
  const consignerId = Number(job.payload.consignerId);
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const consigner = await findConsigner(db, storeId, consignerId);
  if (!store || !consigner) return { updated: 0 };
  const fees = await loadFeeContext(db, store);
  const total = await countUnsold(db, storeId, consignerId);
  await progress(0, total);
  let done = 0;
  let afterId = 0;
  for (;;) {
    const items = await db
      .select()
      .from(inventories)
      .where(and(unsoldOf(storeId, consignerId), gt(inventories.id, afterId)))
      .orderBy(asc(inventories.id))
      .limit(BATCH);
    if (items.length === 0) break;
    const values = items.map((item) => {
      const quote = quoteFor({ fees, consigner: consigner.row, item });
      return sql`(${item.id}::int, ${quote.payout}::int, ${quote.total}::int)`;
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update inventories i
        set payout_amount = v.payout, payout_fee = v.fees, total = v.fees,
            version = i.version + 1, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, payout, fees)
        where i.id = v.id and i.store_id = ${storeId} and i.consigner_id = ${consignerId}
          and i.deleted_at is null
          and i.status in (${sql.join(
            STATUS_GROUPS.unsold.map((s) => sql`${s}`),
            sql`, `,
          )})
          and (i.payout_amount, i.payout_fee, i.total) is distinct from (v.payout, v.fees, v.fees)`);
    });
    done += items.length;
    afterId = items[items.length - 1]!.id;
    await progress(done, Math.max(total, done));
  }
  return { updated: done };
}
