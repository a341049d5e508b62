import { and, eq, sql } from 'drizzle-orm';
import type { UrlConfig } from '../src/core/urls';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';
import { createStore } from '../src/features/stores/service';
import type { SecretsConfig } from '../src/security/secret-box';

export interface BenchSizes {
  items: number;
  products: number;
  consigners: number;
}

export const BENCH_HANDLE = 'bench';
export const BENCH_OWNER = 'owner@bench.test';
export const BENCH_PASSWORD = 'bench-pass-1';

const STATUSES = [
  'Active',
  'Active',
  'Active',
  'Active',
  'Sold',
  'Paid',
  'Pending',
  'Requested',
  'Withdrawn',
  'RequestPriceChange',
];

/** One large store, generated in the database (generate_series), so a million items take seconds, not hours. */
export async function seedLargeStore(db: Db, cfg: UrlConfig & SecretsConfig, sizes: BenchSizes) {
  const store = await createStore(db, cfg, { name: 'Bench Store', email: BENCH_OWNER, handle: BENCH_HANDLE });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(BENCH_PASSWORD), emailVerified: true })
    .where(and(eq(users.storeId, store.id), eq(users.email, BENCH_OWNER)));
  const storeId = store.id;
  const soldIndexes = sql.raw(
    STATUSES.flatMap((status, i) => (status === 'Sold' || status === 'Paid' ? [String(i)] : [])).join(','),
  );
  const statusArray = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
  const timings: Record<string, number> = {};
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    timings[label] = Math.round(performance.now() - t);
  };

  await timed('consigners', () =>
    db.execute(sql`
      insert into consigners (store_id, email, first_name, last_name, is_active, accepted_tos)
      select ${storeId}, 'seller' || g || '@bench.test', 'Seller', 'Number ' || g, true, true
      from generate_series(1, ${sizes.consigners}) g`),
  );
  await timed('locations', () =>
    db.execute(
      sql`insert into locations (store_id, name) select ${storeId}, 'Shelf ' || g from generate_series(1, 20) g`,
    ),
  );
  await timed('products', () =>
    db.execute(sql`
      insert into products (store_id, product_template_id, title, brand, sku, category)
      select ${storeId}, (select min(id) from product_templates where store_id = ${storeId}),
             (array['Air Jordan 1','Dunk Low','Yeezy 350','Air Max 90','550','Gel-Lyte III'])[1 + g % 6] || ' Colorway ' || g,
             (array['Jordan','Nike','adidas','Nike','New Balance','ASICS'])[1 + g % 6],
             'SKU-' || lpad(g::text, 7, '0'), 'Sneakers'
      from generate_series(1, ${sizes.products}) g`),
  );
  await timed('inventories', () =>
    db.execute(sql`
      with c as (select array_agg(id order by id) ids from consigners where store_id = ${storeId}),
           p as (select array_agg(id order by id) ids from products where store_id = ${storeId}),
           l as (select array_agg(id order by id) ids from locations where store_id = ${storeId})
      insert into inventories (store_id, code, product_id, consigner_id, status, price, payout_amount, option1_value,
                               option2_value, location_id, accepted_on, created_at, updated_at, category, sold_on,
                               sold_price)
      select ${storeId}, 'bench_' || g,
             p.ids[1 + (g::bigint * 7919) % cardinality(p.ids)],
             c.ids[1 + (g::bigint * 104729) % cardinality(c.ids)],
             (${statusArray})[1 + g % ${STATUSES.length}],
             5000 + (g * 37) % 95000, (5000 + (g * 37) % 95000) * 8 / 10,
             (4 + (g % 20) * 0.5)::text, case when g % 4 = 0 then 'Used' else 'New' end,
             l.ids[1 + g % cardinality(l.ids)],
             now() - (g % 365) * interval '1 day',
             now() - (g % 400) * interval '1 day', now() - (g % 300) * interval '1 hour',
             (array['Sneakers','Apparel','Accessories'])[1 + g % 3],
             -- Sold and Paid items (a fifth) sold over the last year, at any minute of the day.
             case when g % ${STATUSES.length} in (${soldIndexes}) then
               now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' end,
             case when g % ${STATUSES.length} in (${soldIndexes}) then 5000 + (g * 37) % 95000 end
      from generate_series(1, ${sizes.items}) g, c, p, l`),
  );
  // One order (and line item) per sold item: 200,000 at the default size.
  await timed('orders', () =>
    db.execute(sql`
      insert into orders (store_id, external_id, name, total, order_date)
      select store_id, 'bench-' || id, '#' || id, sold_price, sold_on
      from inventories where store_id = ${storeId} and sold_on is not null`),
  );
  await timed('order line items', () =>
    db.execute(sql`
      insert into order_line_items (store_id, order_id, inventory_id, external_id, price)
      select o.store_id, o.id, substring(o.external_id from 7)::int, o.external_id, o.total
      from orders o where o.store_id = ${storeId}`),
  );
  // Paid items were paid out the day after their sale: one payout a day.
  await timed('payouts', () =>
    db.execute(sql`
      with days as (
        select (sold_on at time zone 'UTC')::date as day, sum(payout_amount) as total
        from inventories where store_id = ${storeId} and status = 'Paid' group by 1
      ), made as (
        insert into payouts (store_id, name, status, total, paid_at)
        select ${storeId}, 'Bench ' || day, 'Paid', total, (day + 1)::timestamp at time zone 'UTC' from days
        returning id, paid_at
      )
      insert into payout_items (store_id, payout_id, inventory_id, consigner_id, amount)
      select ${storeId}, m.id, i.id, i.consigner_id, i.payout_amount
      from inventories i join made m on (m.paid_at at time zone 'UTC')::date = (i.sold_on at time zone 'UTC')::date + 1
      where i.store_id = ${storeId} and i.status = 'Paid'`),
  );
  // Each payout's paid share per consigner (what the paid-payout figures sum, by their own paid_at).
  await timed('payout shares', () =>
    db.execute(sql`
      insert into payout_consigners (store_id, payout_id, consigner_id, gross, total, item_count, status, paid_at)
      select pi.store_id, pi.payout_id, pi.consigner_id, sum(pi.amount), sum(pi.amount), count(*), 'paid', p.paid_at
      from payout_items pi join payouts p on p.store_id = pi.store_id and p.id = pi.payout_id
      where pi.store_id = ${storeId}
      group by pi.store_id, pi.payout_id, pi.consigner_id, p.paid_at`),
  );
  await timed('fold report stats', () => db.execute(sql`select fold_inventory_stats(${storeId})`));
  // As autovacuum leaves a settled database: statistics, and the visibility map index-only scans rely on.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return { store, timings };
}
