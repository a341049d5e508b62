import { addDays, todayIn } from '@backroom/domain/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem, setStore } from '../../../test/inventory-factories';
import { attachTerms } from '../../core/terms/snapshot';
import { runTermsClock } from '../consignment-terms';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ZONE = 'America/New_York';
const terms = {
  name: 'House terms',
  termDays: 90,
  expiryAction: 'return',
  graceDays: 14,
  renewalFee: 0,
  convertPayoutPercent: 40,
  markdowns: [{ afterDays: 30, percentOff: 10, absorbedBy: 'store' }],
};

/** A shop in New York with house terms; `termed` makes items on those terms ending on the given days. */
async function shopWithTerms() {
  const s = await makeShop(ctx);
  await setStore(ctx, s.store.id, { timeZone: ZONE });
  const created = await call(ctx, {
    method: 'POST',
    url: '/api/consignmentTerms',
    body: terms,
    handle: s.handle,
    token: s.ownerToken,
  });
  expect(created.status).toBe(201);
  const termed = async (status: string, acceptedOn: Date, expiresOn?: string) => {
    const item = await s.item({ status, price: 20_000, acceptedOn });
    await attachTerms(ctx.deps.db, { id: s.store.id, timeZone: ZONE }, [item.id]);
    if (expiresOn)
      await ctx.deps.db.execute(
        sql`update inventories set terms_expires_on = ${expiresOn}::date where id = ${item.id}`,
      );
    return item;
  };
  const tiles = async () => {
    const res = await call<{ expiringThisWeek: number; markdownsThisMonth: number }>(ctx, {
      url: '/api/inventories/getdasboardInventory',
      handle: s.handle,
      token: s.ownerToken,
    });
    expect(res.status).toBe(200);
    return {
      expiringThisWeek: res.body.data.expiringThisWeek,
      markdownsThisMonth: res.body.data.markdownsThisMonth,
    };
  };
  return { s, termed, tiles };
}

/** A markdown log entry at `minutes` from the start of this month in the store's time zone. */
async function markdownLog(storeId: number, inventoryId: number, minutes: number, lowered = true) {
  const monthStart = `${todayIn(ZONE).slice(0, 7)}-01`;
  const fields = lowered ? '[{"variableChanged":"price","beforeValue":20000,"afterValue":18000}]' : '[]';
  await ctx.deps.db.execute(sql`
    insert into inventory_logs (store_id, inventory_id, actor_name, action, modified_fields, created_at)
    values (${storeId}, ${inventoryId}, 'Terms clock', 'Automatic markdown, step 1 of 1', ${fields}::jsonb,
      ((${monthStart}::date)::timestamp at time zone ${ZONE}) + make_interval(mins => ${minutes}))`);
}

describe('dashboard terms tiles', () => {
  it("counts live items whose term ends in the next 7 store days, not ended, later, sold or another store's", async () => {
    const { s, termed, tiles } = await shopWithTerms();
    const today = todayIn(ZONE);
    const recently = new Date(Date.now() - 5 * 86_400_000);
    await termed('Active', recently, addDays(today, 1));
    await termed('Active', recently, addDays(today, 7));
    await termed('RequestPriceChange', recently, addDays(today, 3));
    await termed('Active', recently, today); // ends today: in grace, not expiring
    await termed('Active', recently, addDays(today, 8));
    await termed('Sold', recently, addDays(today, 2));
    await s.item({ status: 'Active', price: 5_000 }); // no terms
    const other = await shopWithTerms();
    await other.termed('Active', recently, addDays(today, 2));
    expect((await tiles()).expiringThisWeek).toBe(3);
    expect((await other.tiles()).expiringThisWeek).toBe(1);
  });

  it("counts this store-month's automatic markdowns that lowered a price, the clock's included", async () => {
    const { s, termed, tiles } = await shopWithTerms();
    expect((await tiles()).markdownsThisMonth).toBe(0);
    // Accepted 31 days ago: today's clock run applies the day-30 markdown.
    const due = await termed('Active', new Date(Date.now() - 31 * 86_400_000));
    expect((await runTermsClock(ctx.deps.db, s.store.id, new Date())).markedDown).toBe(1);
    expect((await readItem(ctx, due.id)).price).toBe(18_000);
    expect((await tiles()).markdownsThisMonth).toBe(1);
    const item = await termed('Active', new Date());
    await markdownLog(s.store.id, item.id, 1); // just after midnight on the 1st in New York: this month
    await markdownLog(s.store.id, item.id, -1); // just before: last month (already the 1st in UTC)
    await markdownLog(s.store.id, item.id, 60, false); // a step that did not lower the price
    const other = await shopWithTerms();
    const theirs = await other.termed('Active', new Date());
    await markdownLog(other.s.store.id, theirs.id, 5);
    expect((await tiles()).markdownsThisMonth).toBe(2);
    expect((await other.tiles()).markdownsThisMonth).toBe(1);
  });
});
