import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, type Shop } from '../../../test/inventory-factories';

/**
 * Spec target: the seller inventory page of a consigner with 5,000 items answers its first page and summary
 * cards in under 300 ms on localhost. Measured through the real app (inject), warm, median of 7 runs each.
 */
let ctx: TestContext;
let s: Shop;
const ITEMS = 5000;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
  const statuses = ['Active', 'Active', 'Active', 'Sold', 'Paid', 'Pending', 'Requested', 'Withdrawn'];
  await ctx.deps.db.execute(sql`
    insert into inventories (store_id, code, product_id, product_template_id, consigner_id, status, price,
                             payout_amount, option1_value, option2_value, location_id, accepted_on, sold_on, created_at)
    select ${s.store.id}, ${s.handle} || '_p' || g, ${s.product.id}, ${s.template.id}, ${s.seller.consigner.id},
           (array[${sql.join(
             statuses.map((x) => sql`${x}`),
             sql`, `,
           )}])[1 + g % ${statuses.length}],
           10000 + g, 9000 + g, (4 + g % 10)::text, 'New', ${s.main.id}, now() - (g % 60) * interval '1 day',
           case when g % 8 in (3, 4) then now() - (g % 30) * interval '1 day' end,
           now() - (g % 90) * interval '1 day'
    from generate_series(1, ${ITEMS}) g`);
  await ctx.deps.db.execute(sql`analyze inventories`);
}, 120_000);
afterAll(() => ctx.close());

async function median(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const start = performance.now();
    const res = await s.get(s.seller.token, url);
    expect(res.status).toBe(200);
    if (i > 0) times.push(performance.now() - start); // the first run warms the plan cache
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

describe('seller inventory page with 5,000 items', () => {
  it('answers the first page and summary cards of a 5,000-item seller (medians printed; targets in npm run bench)', async () => {
    const page = await median(
      '/api/inventories/paginatedInventories?status=All&sortOption=sizeLowToHigh&pageSize=10&currentPage=1',
    );
    const newest = await median('/api/inventories/paginatedInventories?status=All&pageSize=10&currentPage=1');
    const end = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const summary = await median(
      `/api/inventories/consignerSummary?dateRangeStart=${start}&dateRangeEnd=${end}`,
    );
    const first = await s.get<{ rows: unknown[]; count: number }>(
      s.seller.token,
      '/api/inventories/paginatedInventories?status=All&pageSize=10',
    );
    expect(first.body.data.rows).toHaveLength(10);
    console.log(
      `seller inventory (${ITEMS} items, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): first page by size ${page.toFixed(1)} ms, by newest ${newest.toFixed(1)} ms, summary ${summary.toFixed(1)} ms (medians)`,
    );
  });
});
