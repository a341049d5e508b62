import { quoteFees } from '@backroom/domain/fees';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventories, stores } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import { listTypeRows, toFeeRow } from '../consigner-types';
import { findConsigner } from './queries';

/** Items whose payout is not settled yet: their fees follow the consigner's current type. */
export const UNSOLD_STATUSES = [
  'Requested',
  'Pending',
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'WithdrawalDeclined',
  'InTransit',
];

const BATCH = 500;

async function countUnsold(db: Db, storeId: number, consignerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventories)
    .where(unsoldOf(storeId, consignerId));
  return Number(row!.n);
}

const unsoldOf = (storeId: number, consignerId: number) =>
  and(
    eq(inventories.storeId, storeId),
    eq(inventories.consignerId, consignerId),
    inArray(inventories.status, UNSOLD_STATUSES),
    isNull(inventories.deletedAt),
  );

/**
 * consigners.recalculatePayouts: recomputes payoutAmount, payoutFee and total of the consigner's unsold items
 * with the domain fee engine, 500 items per transaction, reporting progress after each batch. Each batch
 * re-reads the items and keeps the status test in its UPDATE, so an item sold meanwhile is left alone; running
 * it twice gives the same result.
 */
export async function recalculatePayoutsJob({ job, db, progress }: JobContext) {
  const storeId = job.storeId!;
  const consignerId = Number(job.payload.consignerId);
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const consigner = await findConsigner(db, storeId, consignerId);
  if (!store || !consigner) return { updated: 0 };
  const typeRows = (await listTypeRows(db, storeId)).map(toFeeRow);
  const storeFees = {
    payoutFee: store.payoutFee,
    vatRate: store.vatRate,
    chargeTax: store.chargeTax,
    cleaningFee: store.cleaningFee,
    boxFee: store.boxFee,
    absorbDiscount: store.absorbDiscount,
  };
  const feeConsigner = {
    isStoreAccount: consigner.row.isStoreAccount,
    accountType: consigner.accountType,
    chargeTax: consigner.row.chargeTax,
    balanceOwed: consigner.row.balanceOwed,
  };
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
      const fees = quoteFees({
        price: item.price,
        consigner: feeConsigner,
        item,
        consignerTypes: typeRows,
        store: storeFees,
        services: item.services,
        cost: item.cost,
      });
      return sql`(${item.id}::int, ${fees.payout}::int, ${fees.total}::int)`;
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
            UNSOLD_STATUSES.map((s) => sql`${s}`),
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
