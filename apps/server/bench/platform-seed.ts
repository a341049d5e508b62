/**
 * A platform of many stores for `npm run bench:platform`, generated set-based in the database: one statement per
 * table for all stores at once (generate_series per store), so a thousand stores take minutes, not hours.
 */
import { sql } from 'drizzle-orm';
import type { UrlConfig } from '../src/core/urls';
import type { Db } from '../src/db/client';
import { createStore } from '../src/features/stores/service';
import type { SecretsConfig } from '../src/security/secret-box';

export interface PlatformSizes {
  stores: number;
  /** Stores of `bigItems` items each (after the one huge store). */
  bigStores: number;
  bigItems: number;
  hugeItems: number;
  /** The other stores hold from `smallMin` to `smallMax` items. */
  smallMin: number;
  smallMax: number;
}

/**
 * BENCH_STORES, BENCH_BIG_STORES, BENCH_BIG_ITEMS, BENCH_HUGE_ITEMS, BENCH_SMALL_MIN, BENCH_SMALL_MAX; BENCH_SCALE
 * multiplies every item count (0.1 for a quick run: the same thousand stores with a tenth of the items).
 */
export function platformSizes(env: NodeJS.ProcessEnv = process.env): PlatformSizes {
  const scale = Number(env.BENCH_SCALE ?? 1);
  const n = (name: string, fallback: number, scaled = true) =>
    Math.max(1, Math.round(Number(env[name] ?? fallback) * (scaled ? scale : 1)));
  return {
    stores: n('BENCH_STORES', 1000, false),
    bigStores: n('BENCH_BIG_STORES', 10, false),
    bigItems: n('BENCH_BIG_ITEMS', 100_000),
    hugeItems: n('BENCH_HUGE_ITEMS', 1_000_000),
    smallMin: n('BENCH_SMALL_MIN', 300),
    smallMax: n('BENCH_SMALL_MAX', 3000),
  };
}

export const platformHandle = (rank: number) => `p${String(rank).padStart(4, '0')}`;

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
  'Active',
];

export async function seedPlatform(db: Db, cfg: UrlConfig & SecretsConfig, sizes: PlatformSizes) {
  const timings: Record<string, number> = {};
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    timings[label] = Math.round(performance.now() - t);
  };
  // Stores through the product's own code (owner, templates, default type, location, store account), 8 at once.
  await timed('stores', async () => {
    for (let first = 1; first <= sizes.stores; first += 8) {
      const ranks = Array.from({ length: Math.min(8, sizes.stores - first + 1) }, (_, i) => first + i);
      await Promise.all(
        ranks.map((rank) =>
          createStore(db, cfg, {
            name: `Platform Store ${rank}`,
            email: `owner@${platformHandle(rank)}.test`,
            handle: platformHandle(rank),
          }),
        ),
      );
    }
    // Owners signed in with a token the bench signs; their welcome e-mails are not part of the workload.
    await db.execute(sql`update users set email_verified = true where email ~ '^owner@p[0-9]{4}[.]test$'`);
    await db.execute(sql`delete from jobs`);
  });
  // Rank 1 is the huge store, ranks 2.. the big ones, the rest small; products and consigners in proportion.
  await timed('sizes', () =>
    db.execute(sql`
      create table bench_platform_sizes as
      select s.id as store_id, r.rank, r.items,
             greatest(20, r.items / 20) as products, greatest(5, r.items / 100) as consigners
      from stores s
      join lateral (select substring(s.handle from 2)::int as rank) k on true
      cross join lateral (select k.rank, case
        when k.rank = 1 then ${sizes.hugeItems}
        when k.rank <= 1 + ${sizes.bigStores} then ${sizes.bigItems}
        else ${sizes.smallMin} + (k.rank::bigint * 7919) % ${Math.max(1, sizes.smallMax - sizes.smallMin)}
      end::int as items) r
      where s.handle ~ '^p[0-9]{4}$'`),
  );
  await timed('consigners', () =>
    db.execute(sql`
      insert into consigners (store_id, email, first_name, last_name, is_active, accepted_tos)
      select z.store_id, 'seller' || g || '@bench.test', 'Seller', 'Number ' || g, true, true
      from bench_platform_sizes z, generate_series(1, z.consigners) g`),
  );
  await timed('products', () =>
    db.execute(sql`
      insert into products (store_id, product_template_id, title, brand, sku, category)
      select z.store_id, (select min(id) from product_templates t where t.store_id = z.store_id),
             (array['Air Jordan 1','Dunk Low','Yeezy 350','Air Max 90','550','Gel-Lyte III'])[1 + g % 6] || ' Colorway ' || g,
             (array['Jordan','Nike','adidas','Nike','New Balance','ASICS'])[1 + g % 6],
             'SKU-' || lpad(g::text, 7, '0'), 'Sneakers'
      from bench_platform_sizes z, generate_series(1, z.products) g
      order by z.store_id, g`),
  );
  const statusArray = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`);
  const sold = sql.raw(`(4, 5)`); // the indexes of Sold and Paid in STATUSES
  // Each store's product, consigner and location ids gathered once (materialized: a lateral subquery here is
  // flattened into subplans run for every item).
  await timed('inventories', () =>
    db.execute(sql`
      with a as materialized (
        select z.store_id, z.items,
          (select array_agg(id order by id) from products p where p.store_id = z.store_id) as products,
          (select array_agg(id order by id) from consigners c where c.store_id = z.store_id) as consigners,
          (select min(id) from locations l where l.store_id = z.store_id) as location
        from bench_platform_sizes z
      )
      insert into inventories (store_id, code, product_id, consigner_id, status, price, payout_amount, option1_value,
                               option2_value, location_id, accepted_on, created_at, updated_at, category, sold_on,
                               sold_price)
      select a.store_id, 'c' || g,
             a.products[1 + (g::bigint * 7919) % cardinality(a.products)],
             a.consigners[1 + (g::bigint * 104729) % cardinality(a.consigners)],
             (${statusArray})[1 + g % ${STATUSES.length}],
             5000 + (g * 37) % 95000, (5000 + (g * 37) % 95000) * 8 / 10,
             (4 + (g % 20) * 0.5)::text, case when g % 4 = 0 then 'Used' else 'New' end,
             a.location, now() - (g % 365) * interval '1 day',
             now() - (g % 400) * interval '1 day', now() - (g % 300) * interval '1 hour', 'Sneakers',
             case when g % ${STATUSES.length} in ${sold} then
               now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' end,
             case when g % ${STATUSES.length} in ${sold} then 5000 + (g * 37) % 95000 end
      from a cross join generate_series(1, a.items) g`),
  );
  await timed('orders', () =>
    db.execute(sql`
      insert into orders (store_id, external_id, name, total, order_date)
      select store_id, 'bench-' || id, '#' || id, sold_price, sold_on from inventories where sold_on is not null`),
  );
  await timed('order line items', () =>
    db.execute(sql`
      insert into order_line_items (store_id, order_id, inventory_id, external_id, price)
      select o.store_id, o.id, substring(o.external_id from 7)::int, o.external_id, o.total from orders o`),
  );
  // Paid items were paid out the day after their sale: one payout per store and day.
  await timed('payouts', () =>
    db.execute(sql`
      with days as (
        select store_id, (sold_on at time zone 'UTC')::date as day, sum(payout_amount) as total
        from inventories where status = 'Paid' group by 1, 2
      ), made as (
        insert into payouts (store_id, name, status, total, paid_at)
        select store_id, 'Bench ' || day, 'Paid', total, (day + 1)::timestamp at time zone 'UTC' from days
        returning id, store_id, paid_at
      )
      insert into payout_items (store_id, payout_id, inventory_id, consigner_id, amount)
      select i.store_id, m.id, i.id, i.consigner_id, i.payout_amount
      from inventories i join made m on m.store_id = i.store_id
        and (m.paid_at at time zone 'UTC')::date = (i.sold_on at time zone 'UTC')::date + 1
      where i.status = 'Paid'`),
  );
  await timed('payout shares', () =>
    db.execute(sql`
      insert into payout_consigners (store_id, payout_id, consigner_id, gross, total, item_count, status, paid_at)
      select pi.store_id, pi.payout_id, pi.consigner_id, sum(pi.amount), sum(pi.amount), count(*), 'paid', p.paid_at
      from payout_items pi join payouts p on p.store_id = pi.store_id and p.id = pi.payout_id
      group by pi.store_id, pi.payout_id, pi.consigner_id, p.paid_at`),
  );
  await timed('fold report stats', () =>
    db.execute(sql`select fold_inventory_stats(store_id) from bench_platform_sizes`),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const totals = await db.execute<{
    stores: number;
    items: number;
    products: number;
    consigners: number;
  }>(sql`
    select count(*)::int as stores, sum(items)::int as items, sum(products)::int as products,
           sum(consigners)::int as consigners from bench_platform_sizes`);
  return { timings, totals: totals.rows[0]! };
}
