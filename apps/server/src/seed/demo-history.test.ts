/**
 * The demo store as `npm start` leaves it: a year of history written by the background job, whose dashboard and
 * shop report add up to what its items, orders and payouts say when summed directly in SQL.
 */
import { addDays, todayIn } from '@backroom/domain/dates';
import { fromMinor } from '@backroom/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { DEMO, seedDemoStore } from './demo';
import { DEMO_HISTORY_JOB, seedDemoHistory, simulateStoreYear } from './demo-history';

let ctx: TestContext;
let storeId: number;
let token: string;
let raced: Awaited<ReturnType<typeof seedDemoHistory>>;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.deps.db.execute(query)).rows as T[];
const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0]!)[0] ?? 0);

beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoStore(ctx.deps.db, ctx.deps.env)).toBe(true);
  storeId = await one(sql`select id from stores where handle = ${DEMO.handle}`);
  // The history is a queued job, as on `npm start`; the worker runs it while a second seeder races it.
  [, raced] = await Promise.all([ctx.worker.drain(), seedDemoHistory(ctx.deps.db, storeId)]);
  const login = await call<{ token: string }>(ctx, {
    method: 'POST',
    url: '/open/auth/login',
    handle: DEMO.handle,
    body: { email: DEMO.owner, password: DEMO.password },
  });
  expect(login.status).toBe(200);
  token = login.body.data.token;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the demo store after its history job', () => {
  it('has a year of items in every status, accepted over twelve months with more in recent ones', async () => {
    const items = await one(sql`select count(*) from inventories where store_id = ${storeId}`);
    expect(items).toBeGreaterThanOrEqual(1500);
    expect(items).toBeLessThanOrEqual(3000);
    const statuses = await rows<{ status: string }>(
      sql`select distinct status from inventories where store_id = ${storeId} and deleted_at is null`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(
      [
        'Active',
        'Buying',
        'Consignment',
        'Declined',
        'InTransit',
        'Paid',
        'Pending',
        'PendingSale',
        'RequestPriceChange',
        'RequestWithdrawal',
        'Requested',
        'Sold',
        'StoreRequestPriceChange',
        'WithdrawalDeclined',
        'Withdrawn',
      ].sort(),
    );
    const months = await rows<{ ago: number; n: number }>(sql`
      select floor(extract(epoch from now() - accepted_on) / 86400 / 30.5)::int as ago, count(*)::int as n
      from inventories where store_id = ${storeId} and accepted_on is not null group by 1 order by 1`);
    expect(months.filter((m) => m.ago <= 11).length).toBe(12);
    expect(months.every((m) => m.ago <= 12)).toBe(true);
    const recent = months.filter((m) => m.ago < 3).reduce((s, m) => s + m.n, 0);
    const oldest = months.filter((m) => m.ago >= 9 && m.ago < 12).reduce((s, m) => s + m.n, 0);
    expect(recent).toBeGreaterThan(oldest * 1.3);
    const [week] = await rows<{ weekend: number; weekday: number }>(sql`
      select count(*) filter (where extract(isodow from accepted_on) >= 6)::float / 2 as weekend,
             count(*) filter (where extract(isodow from accepted_on) < 6)::float / 5 as weekday
      from inventories where store_id = ${storeId} and accepted_on is not null`);
    expect(week!.weekend).toBeGreaterThan(week!.weekday);
  });

  it('sold through both channels, with orders in the last 30 days and the 30 before', async () => {
    const channels = await rows<{ channel: string; last30: number; before: number }>(sql`
      select channel, count(*) filter (where order_date > now() - interval '30 days')::int as last30,
             count(*) filter (where order_date <= now() - interval '30 days'
                               and order_date > now() - interval '60 days')::int as before
      from orders where store_id = ${storeId} group by channel order by channel`);
    expect(channels.map((c) => c.channel)).toEqual(['local', 'shopify']);
    for (const c of channels) {
      expect(c.last30).toBeGreaterThan(10);
      expect(c.before).toBeGreaterThan(10);
    }
  });

  it('paid consigners weekly, each payout the sum of its items, and retried the few that failed', async () => {
    const payouts = await rows<{ id: number; total: number; items: number; shares: number }>(sql`
      select p.id, p.total,
             (select coalesce(sum(amount), 0)::int from payout_items pi where pi.payout_id = p.id) as items,
             (select coalesce(sum(total), 0)::int from payout_consigners pc where pc.payout_id = p.id) as shares
      from payouts p where p.store_id = ${storeId} and p.status = 'Paid' and p.name like 'Payout #%'`);
    expect(payouts.length).toBeGreaterThanOrEqual(45);
    for (const p of payouts) {
      expect(p.items).toBe(p.total);
      expect(p.shares).toBe(p.total);
    }
    // Each paid item was paid its payout amount, once.
    expect(
      await one(sql`
        select count(*) from inventories i join payout_items pi on pi.inventory_id = i.id and pi.live
        where i.store_id = ${storeId} and i.status = 'Paid' and pi.amount <> i.payout_amount`),
    ).toBe(0);
    const retried = await one(sql`
      select count(distinct payout_id) from payout_audits
      where store_id = ${storeId} and action = 'retryAutoPayout'`);
    expect(retried).toBeGreaterThanOrEqual(3);
    expect(
      await one(sql`select count(*) from payouts where store_id = ${storeId} and name like 'Buying %'`),
    ).toBeGreaterThan(5);
  });

  it("shows dashboard figures equal to the items' fees summed independently, with a previous period", async () => {
    const [store] = await rows<{ time_zone: string }>(
      sql`select time_zone from stores where id = ${storeId}`,
    );
    const today = todayIn(store!.time_zone);
    const start = addDays(today, -29);
    const res = await call<{
      revenue: { total: number; previous: number };
      cost: { total: number };
      paidPayouts: { total: number; previous: number };
      inventoryUnits: { sold: { total: number; previous: number }; newListings: { total: number } };
      activeInventoryValue: { total: number; count: number };
    }>(ctx, {
      url: `/api/inventories/getdasboardInventory?dateRangeStart=${start}&dateRangeEnd=${today}`,
      handle: DEMO.handle,
      token,
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const from = sql`((${start}::date)::timestamp at time zone ${store!.time_zone})`;
    const [sold] = await rows<{ revenue: number; cost: number; units: number }>(sql`
      select coalesce(sum(coalesce(i.sold_price, i.price - i.discount)), 0)::int as revenue,
             coalesce(sum(case when c.is_store_account or i.sale_type = 'Buying' then i.cost
                               else i.payout_amount end), 0)::int as cost,
             count(*)::int as units
      from inventories i join consigners c on c.id = i.consigner_id
      where i.store_id = ${storeId} and i.status in ('Sold', 'Paid') and i.sold_on >= ${from}`);
    expect(sold!.units).toBeGreaterThan(50);
    expect(d.inventoryUnits.sold.total).toBe(sold!.units);
    expect(d.revenue.total).toBe(fromMinor(sold!.revenue, 'USD'));
    expect(d.cost.total).toBe(fromMinor(sold!.cost, 'USD'));
    const paid = await one(sql`
      select coalesce(sum(total), 0)::int from payout_consigners
      where store_id = ${storeId} and status = 'paid' and paid_at >= ${from}`);
    expect(paid).toBeGreaterThan(0);
    expect(d.paidPayouts.total).toBe(fromMinor(paid, 'USD'));
    const [live] = await rows<{ n: number; value: number }>(sql`
      select count(*)::int as n, coalesce(sum(price), 0)::int as value from inventories
      where store_id = ${storeId} and deleted_at is null
        and status in ('Active', 'RequestPriceChange', 'StoreRequestPriceChange', 'RequestWithdrawal',
                       'WithdrawalDeclined')`);
    expect(d.activeInventoryValue).toEqual({ total: fromMinor(live!.value, 'USD'), count: live!.n });
    // A sensible previous period: the same order of size, so growth reads as a percentage, not +1.8K%.
    expect(d.revenue.previous).toBeGreaterThan(d.revenue.total * 0.5);
    expect(d.inventoryUnits.sold.previous).toBeGreaterThan(0);
    expect(d.paidPayouts.previous).toBeGreaterThan(0);
  });

  it('shows the shop report with stock in every age bucket and the seller with a year of sales', async () => {
    const res = await call<{
      inventoriesByAge: { bucket: string; count: number }[];
      consignersBySalesVolume: { name: string }[];
    }>(ctx, { url: '/api/reports/shop', handle: DEMO.handle, token });
    expect(res.status).toBe(200);
    expect(res.body.data.inventoriesByAge.map((a) => a.bucket)).toEqual(
      expect.arrayContaining(['0-30 days', '31-60 days', '61-90 days', '91-180 days', 'Over 180 days']),
    );
    expect(res.body.data.consignersBySalesVolume.length).toBeGreaterThan(3);
    const seller = await rows<{ months: number }>(sql`
      select count(distinct to_char(i.sold_on, 'YYYY-MM'))::int as months
      from inventories i join consigners c on c.id = i.consigner_id
      where c.store_id = ${storeId} and c.email = ${DEMO.seller} and i.sold_on is not null`);
    expect(seller[0]!.months).toBeGreaterThanOrEqual(9);
    // The demo seller signs in to a portal with a year of sales and payouts.
    const login = await call<{ token: string }>(ctx, {
      method: 'POST',
      url: '/open/auth/login',
      handle: DEMO.handle,
      body: { email: DEMO.seller, password: DEMO.password },
    });
    expect(login.status).toBe(200);
    const today = todayIn('UTC');
    const summary = await call<{ soldCount: number; totalPayout: number }>(ctx, {
      url: `/api/inventories/consignerSummary?dateRangeStart=${addDays(today, -364)}&dateRangeEnd=${today}`,
      handle: DEMO.handle,
      token: login.body.data.token,
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data.soldCount).toBeGreaterThan(30);
    expect(summary.body.data.totalPayout).toBeGreaterThan(1000);
  });

  it('seeds once: of the job and a racing seeder one writes; a later run and a second boot add nothing', async () => {
    const before = await one(sql`select count(*) from inventories where store_id = ${storeId}`);
    const [job] = await rows<{ result: Record<string, unknown> }>(
      sql`select result from jobs where name = ${DEMO_HISTORY_JOB} and status = 'done'`,
    );
    const results = [job!.result, raced as Record<string, unknown>];
    expect(results.filter((r) => r.skipped === 'already seeded')).toHaveLength(1);
    expect(results.find((r) => r.items)?.items).toBe(before);
    expect(await seedDemoHistory(ctx.deps.db, storeId)).toEqual({ skipped: 'already seeded' });
    expect(await seedDemoStore(ctx.deps.db, ctx.deps.env)).toBe(false);
    expect(await one(sql`select count(*) from inventories where store_id = ${storeId}`)).toBe(before);
  });

  it('is the same year for the same clock (a fixed seed), and moves with the clock', async () => {
    const now = new Date();
    const shape = async (at: Date) => {
      const { year } = (await simulateStoreYear(ctx.deps.db, storeId, at))!;
      return year.items.map((i) => [
        i.code,
        i.state.status,
        i.state.price,
        i.state.payoutAmount,
        i.createdAt.getTime() - at.getTime(),
        i.state.soldOn ? Date.parse(i.state.soldOn) - at.getTime() : null,
      ]);
    };
    const first = await shape(now);
    expect(await shape(now)).toEqual(first);
    const inAWeek = new Date(now.getTime() + 7 * 86_400_000);
    const later = await shape(inAWeek);
    expect(later.length).toBeGreaterThan(1500);
    // Dates are relative to the clock: nothing lies in the future of either run.
    expect(later.every((row) => (row[4] as number) <= 0 && ((row[5] as number | null) ?? 0) <= 0)).toBe(true);
  });
});
