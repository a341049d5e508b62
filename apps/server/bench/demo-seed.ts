/**
 * Times the demo store's seed and prints what its year holds (statuses, months, weekdays, channels, payouts):
 * `node --import tsx apps/server/bench/demo-seed.ts [postgres-url]` (embedded PGlite in memory without a URL).
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { openPglite, openPostgres } from '../src/db/client';
import { seedDemoStore } from '../src/seed/demo';
import { seedDemoHistory } from '../src/seed/demo-history';

const t0 = performance.now();
const lap = (label: string) => console.log(label, Math.round(performance.now() - t0), 'ms');
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });
const database = process.argv[2] ? openPostgres(process.argv[2]) : await openPglite({});
await database.migrate();
lap('migrated');
await seedDemoStore(database.db, env);
lap('demo store, logins, consigners, catalogue');
const [demo] = (await database.db.execute(sql`select id from stores where handle = 'demo'`)).rows as {
  id: number;
}[];
const result = await seedDemoHistory(database.db, Number(demo!.id));
lap('history');
console.log(result);
const table = async (query: string) => console.table((await database.db.execute(sql.raw(query))).rows);
await table('select status, count(*)::int as n from inventories group by 1 order by 2 desc');
await table(`select to_char(accepted_on, 'YYYY-MM') as month, count(*)::int as accepted
  from inventories where accepted_on is not null group by 1 order by 1`);
await table(`select to_char(sold_on, 'YYYY-MM') as month, count(*)::int as sold, sum(sold_price) / 100 as revenue
  from inventories where sold_on is not null group by 1 order by 1`);
await table(`select to_char(accepted_on, 'Dy') as weekday, count(*)::int as accepted
  from inventories where accepted_on is not null group by 1, extract(isodow from accepted_on) order by extract(isodow from accepted_on)`);
await table(
  'select channel, status, count(*)::int as orders, sum(total) / 100 as total from orders group by 1, 2',
);
await table(
  'select status, provider, count(*)::int as payouts, sum(total) / 100 as total from payouts group by 1, 2',
);
await database.close();
