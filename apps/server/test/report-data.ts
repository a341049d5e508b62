/**
 * The hand-built data set of the report tests: every figure the tests expect is worked out by hand in
 * reports.test.ts from the rows below. Store time zone America/New_York (UTC−5 in January, no DST).
 * Range under test: 2025-01-11 … 2025-01-20; previous period 2025-01-01 … 2025-01-10.
 */
import { eq } from 'drizzle-orm';
import type { StoreRow } from '../src/core/store';
import { consigners, type inventories, payoutConsigners, payoutItems, payouts } from '../src/db/schema';
import { makeProduct } from './catalogue-factories';
import { makeStore } from './factories';
import type { TestContext } from './helpers';
import { makeShop } from './inventory-factories';

export const TZ = 'America/New_York';

type Line = { inventoryId: number; consignerId: number; amount: number };
/** A consigner's share of a payout: money is paid (or fails) share by share, each with its own paid_at. */
type Share = {
  consignerId: number;
  total: number;
  status: 'pending' | 'paid' | 'failed';
  paidAt: Date | null;
};

/** A payout row with its item lines and consigner shares, as the payouts feature leaves them. */
export async function insertPayout(
  ctx: TestContext,
  p: {
    storeId: number;
    status: 'Paid' | 'Buying' | 'Pending' | 'Failed';
    total: number;
    paidAt: Date | null;
    lines?: Line[];
    shares?: Share[];
  },
) {
  const db = ctx.deps.db;
  const [row] = await db
    .insert(payouts)
    .values({
      storeId: p.storeId,
      name: `P ${p.status} ${p.total}`,
      status: p.status,
      total: p.total,
      paidAt: p.paidAt,
    })
    .returning();
  if (p.lines?.length)
    await db
      .insert(payoutItems)
      .values(p.lines.map((l) => ({ storeId: p.storeId, payoutId: row!.id, ...l })));
  if (p.shares?.length)
    await db.insert(payoutConsigners).values(
      p.shares.map((sh) => ({
        storeId: p.storeId,
        payoutId: row!.id,
        gross: sh.total,
        itemCount: 0,
        ...sh,
      })),
    );
  return row!;
}
const at = (iso: string) => new Date(iso);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function buildReportData(ctx: TestContext) {
  const s = await makeShop(ctx, { timeZone: TZ } as Partial<StoreRow>);
  const db = ctx.deps.db;
  const p1 = s.product;
  const p2 = await makeProduct(ctx, s.store, { title: 'Dunk Low Panda', sku: 'DD1391-100' });
  const A = s.seller.consigner.id;
  const B = s.other.consigner.id;
  const S = s.account.id;
  await db
    .update(consigners)
    .set({ createdAt: at('2025-01-14T12:00:00Z'), firstName: 'Bea', lastName: 'Other' })
    .where(eq(consigners.id, B));
  await db.update(consigners).set({ firstName: 'Ann', lastName: 'Seller' }).where(eq(consigners.id, A));

  const sold = (o: Partial<typeof inventories.$inferInsert>) =>
    s.item({ category: 'Sneakers', productId: p1.id, locationId: s.main.id, ...o });
  const item1 = await sold({
    consignerId: A,
    status: 'Sold',
    price: 20000,
    soldPrice: 20000,
    payoutAmount: 17400,
    soldOn: at('2025-01-15T12:00:00Z'),
    acceptedOn: at('2025-01-05T15:00:00Z'),
  });
  // 04:30 UTC on the 11th is 23:30 on the 10th in New York: the previous period.
  const item2 = await sold({
    consignerId: A,
    status: 'Paid',
    price: 10000,
    discount: 1000,
    soldPrice: 9000,
    payoutAmount: 7000,
    soldOn: at('2025-01-11T04:30:00Z'),
    acceptedOn: at('2025-01-02T15:00:00Z'),
  });
  // 05:30 UTC on the 11th is 00:30 on the 11th in New York: the first day of the range.
  const item3 = await sold({
    consignerId: A,
    productId: p2.id,
    status: 'Paid',
    price: 5000,
    soldPrice: 5000,
    payoutAmount: 4000,
    soldOn: at('2025-01-11T05:30:00Z'),
    acceptedOn: at('2025-01-03T15:00:00Z'),
  });
  const item4 = await sold({
    consignerId: S,
    status: 'Sold',
    price: 30000,
    soldPrice: 30000,
    cost: 12000,
    payoutAmount: 0,
    soldOn: at('2025-01-20T23:00:00Z'),
    acceptedOn: at('2025-01-04T15:00:00Z'),
  });
  // No sold price recorded: price − discount. 04:59 UTC on the 21st is 23:59 on the 20th in New York.
  const item5 = await sold({
    consignerId: B,
    status: 'Sold',
    price: 8000,
    discount: 500,
    payoutAmount: 6000,
    soldOn: at('2025-01-21T04:59:00Z'),
    acceptedOn: at('2025-01-06T15:00:00Z'),
  });
  await sold({ consignerId: B, status: 'PendingSale', price: 9900, acceptedOn: at('2025-01-07T15:00:00Z') });
  // 05:00 UTC on the 21st is midnight starting the 21st in New York: after the range.
  const item7 = await sold({
    consignerId: B,
    status: 'Sold',
    price: 6000,
    soldPrice: 6000,
    payoutAmount: 5000,
    soldOn: at('2025-01-21T05:00:00Z'),
    acceptedOn: at('2025-01-08T15:00:00Z'),
  });
  const bought = await sold({
    consignerId: A,
    productId: p2.id,
    saleType: 'Buying',
    status: 'Sold',
    price: 15000,
    soldPrice: 15000,
    cost: 9000,
    payoutAmount: 12000,
    soldOn: at('2025-01-12T17:00:00Z'),
    acceptedOn: at('2025-01-09T15:00:00Z'),
  });

  const live = (o: Partial<typeof inventories.$inferInsert>) => s.item({ productId: p1.id, ...o });
  const L1 = await live({
    consignerId: A,
    status: 'Active',
    price: 40000,
    payoutAmount: 35000,
    category: 'Sneakers',
    locationId: s.main.id,
    acceptedOn: at('2025-01-12T15:00:00Z'),
  });
  await live({
    consignerId: A,
    status: 'RequestPriceChange',
    price: 25000,
    category: 'Sneakers',
    locationId: s.back.id,
    acceptedOn: at('2025-01-01T15:00:00Z'),
  });
  await live({
    consignerId: B,
    status: 'RequestWithdrawal',
    price: 12000,
    category: 'Apparel',
    locationId: s.main.id,
    acceptedOn: at('2024-12-20T15:00:00Z'),
  });
  await live({
    consignerId: S,
    status: 'Active',
    price: 50000,
    cost: 20000,
    category: 'Sneakers',
    locationId: s.main.id,
    acceptedOn: at('2025-01-18T15:00:00Z'),
  });
  await live({
    consignerId: A,
    productId: p2.id,
    status: 'Active',
    price: 7000,
    category: 'Apparel',
    locationId: s.back.id,
    acceptedOn: daysAgo(2),
  });
  await live({ consignerId: A, status: 'Withdrawn', price: 3000, acceptedOn: at('2025-01-13T15:00:00Z') });
  await live({ consignerId: A, status: 'Pending', price: 4000, acceptedOn: null });
  await live({
    consignerId: A,
    status: 'Active',
    price: 99900,
    acceptedOn: at('2025-01-14T15:00:00Z'),
    deletedAt: at('2025-01-16T15:00:00Z'),
  });

  const payout = (
    storeId: number,
    status: 'Paid' | 'Buying' | 'Pending',
    total: number,
    paidAt: Date | null,
    lines: Line[] = [],
    shares: Share[] = [],
  ) => insertPayout(ctx, { storeId, status, total, paidAt, lines, shares });
  // 03:00 UTC on the 16th is 22:00 on the 15th in New York.
  await payout(
    s.store.id,
    'Paid',
    11000,
    at('2025-01-16T03:00:00Z'),
    [
      { inventoryId: item2.id, consignerId: A, amount: 7000 },
      { inventoryId: item3.id, consignerId: A, amount: 4000 },
    ],
    [{ consignerId: A, total: 11000, status: 'paid', paidAt: at('2025-01-16T03:00:00Z') }],
  );
  await payout(
    s.store.id,
    'Paid',
    2500,
    at('2025-01-10T12:00:00Z'),
    [],
    [{ consignerId: B, total: 2500, status: 'paid', paidAt: at('2025-01-10T12:00:00Z') }],
  );
  await payout(s.store.id, 'Buying', 9000, null, [{ inventoryId: bought.id, consignerId: A, amount: 9000 }]);
  await payout(s.store.id, 'Pending', 17400, null, [
    { inventoryId: item1.id, consignerId: A, amount: 17400 },
  ]);

  // Another store with sales, stock and payouts in the same days: never counted above.
  const otherShop = await makeShop(ctx, { timeZone: TZ } as Partial<StoreRow>);
  await otherShop.item({ status: 'Active', price: 77700, acceptedOn: at('2025-01-12T15:00:00Z') });
  await otherShop.item({
    status: 'Sold',
    price: 55500,
    soldPrice: 55500,
    payoutAmount: 50000,
    soldOn: at('2025-01-15T15:00:00Z'),
    acceptedOn: at('2025-01-10T15:00:00Z'),
  });
  await payout(
    otherShop.store.id,
    'Paid',
    99999,
    at('2025-01-15T15:00:00Z'),
    [],
    [
      {
        consignerId: otherShop.seller.consigner.id,
        total: 99999,
        status: 'paid',
        paidAt: at('2025-01-15T15:00:00Z'),
      },
    ],
  );
  const stranger = await makeStore(ctx);

  return { s, p1, p2, A, B, S, item1, item4, item5, item7, L1, otherShop, stranger };
}
