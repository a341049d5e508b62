import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop } from '../../../test/inventory-factories';
import { insertPayout } from '../../../test/report-data';
import { payoutConsigners } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The quarter-hour buckets next to what they summarise: paid shares by their own paid_at. */
async function bucketsAndShares(storeId: number) {
  const result = await ctx.deps.db.execute<{ bucket: string; total: string }>(sql`
    select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as bucket, total::text as total
    from paid_payout_buckets where store_id = ${storeId} and total <> 0 order by bucket`);
  const shares = await ctx.deps.db.execute<{ bucket: string; total: string }>(sql`
    select to_char(paid_payout_bucket_of(paid_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as bucket,
      sum(total)::text as total
    from payout_consigners where store_id = ${storeId} and status = 'paid' and paid_at is not null
    group by 1 order by 1`);
  return { buckets: result.rows, shares: shares.rows };
}

describe('paid payout buckets (trigger on payout_consigners)', () => {
  it('follow shares as they are paid, changed, failed and deleted', async () => {
    const s = await makeShop(ctx);
    const A = s.seller.consigner.id;
    const B = s.other.consigner.id;
    await insertPayout(ctx, {
      storeId: s.store.id,
      status: 'Pending',
      total: 300,
      paidAt: null,
      shares: [
        { consignerId: A, total: 100, status: 'paid', paidAt: new Date('2025-03-01T10:07:00Z') },
        { consignerId: B, total: 200, status: 'pending', paidAt: null },
      ],
    });
    expect((await bucketsAndShares(s.store.id)).buckets).toEqual([
      { bucket: '2025-03-01 10:00', total: '100' },
    ]);

    // B is paid in the same quarter hour: one bucket of 300.
    await ctx.deps.db
      .update(payoutConsigners)
      .set({ status: 'paid', paidAt: new Date('2025-03-01T10:14:59Z') })
      .where(eq(payoutConsigners.consignerId, B));
    expect((await bucketsAndShares(s.store.id)).buckets).toEqual([
      { bucket: '2025-03-01 10:00', total: '300' },
    ]);

    // A's share moves to another time and amount, then B's fails: each leaves its old bucket.
    await ctx.deps.db
      .update(payoutConsigners)
      .set({ total: 150, paidAt: new Date('2025-03-02T23:50:00Z') })
      .where(eq(payoutConsigners.consignerId, A));
    await ctx.deps.db
      .update(payoutConsigners)
      .set({ status: 'failed' })
      .where(eq(payoutConsigners.consignerId, B));
    const afterChanges = await bucketsAndShares(s.store.id);
    expect(afterChanges.buckets).toEqual([{ bucket: '2025-03-02 23:45', total: '150' }]);
    expect(afterChanges.buckets).toEqual(afterChanges.shares);

    await ctx.deps.db.delete(payoutConsigners).where(eq(payoutConsigners.consignerId, A));
    expect((await bucketsAndShares(s.store.id)).buckets).toEqual([]);
  });
});
