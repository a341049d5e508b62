/**
 * Throughput of a mixed read workload through HAProxy (deploy/haproxy.cfg) with 1, 2 and 3 server instances on
 * one PostgreSQL (issue #18.2), plus one instance without the proxy to show what the hop costs. The instances are
 * production-mode `node apps/server/src/main.ts` processes; the load is autocannon from this process.
 *   npm run bench:instances (DATABASE_URL names the PostgreSQL server; the machine's by default)
 *   INSTANCES_ITEMS (default 20,000), INSTANCES_SECONDS (default 20 per run), INSTANCES_CONNECTIONS (default 24)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env';
import { TokenSigner } from '../src/core/tokens';
import { consigners, products, users } from '../src/db/schema';
import { createStore } from '../src/features/stores/service';
import {
  findHaproxy,
  type Instance,
  PRODUCTION_LINKS_ENV,
  startInstance,
  startProxy,
  stop,
} from '../test/cluster';
import { throwawayDatabase } from './throwaway-database';

const ITEMS = Number(process.env.INSTANCES_ITEMS ?? 20_000);
const SECONDS = Number(process.env.INSTANCES_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.INSTANCES_CONNECTIONS ?? 24);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-2';
const HANDLE = 'instancesbench';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const { database, url, drop } = await throwawayDatabase('instances');
  const instances: Instance[] = [];
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET,
      WEB_DIST: '/nonexistent',
    });
    const store = await createStore(database.db, env, {
      name: 'Instances',
      email: 'o@inst.test',
      handle: HANDLE,
    });
    const [consigner] = await database.db
      .insert(consigners)
      .values({ storeId: store.id, email: 's@inst.test', firstName: 'Sam', lastName: 'Seller' })
      .returning();
    const [product] = await database.db
      .insert(products)
      .values({ storeId: store.id, title: 'Bench jacket' })
      .returning();
    await database.db.execute(sql`
      insert into inventories (store_id, product_id, consigner_id, code, status, price, sale_type, accepted_on)
      select ${store.id}, ${product!.id}, ${consigner!.id}, 'ib_' || g, 'Active', 1000 + g % 5000, 'Consignment',
        now() - (g % 300) * interval '1 day'
      from generate_series(1, ${ITEMS}) g`);
    await database.db.execute(sql`analyze`);
    const ids = (
      await database.db.execute(
        sql`select id from inventories where store_id = ${store.id} order by id limit 200`,
      )
    ).rows.map((r) => Number((r as { id: number }).id));
    const [owner] = await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(sql`${users.storeId} = ${store.id}`)
      .returning();
    const token = await new TokenSigner(JWT_SECRET).sign({
      userId: owner!.id,
      storeId: store.id,
      sessionVersion: owner!.sessionVersion,
    });

    const serverEnv = {
      DATABASE_URL: url,
      JWT_SECRET,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...PRODUCTION_LINKS_ENV,
    };
    for (let i = 0; i < 3; i++) instances.push(await startInstance(serverEnv, 120_000));

    // Mixed reads: one item, a page of the list, the locations, the filter options.
    const paths = [
      ...ids.slice(0, 50).map((id) => `/api/inventories/${id}`),
      ...[1, 2, 3, 4, 5].map(
        (page) => `/api/inventories/paginatedInventories?pageSize=50&currentPage=${page}`,
      ),
      '/api/locations',
      '/api/inventories/filterOptions',
    ];
    const headers = { 'x-store-handle': HANDLE, authorization: `Bearer ${token}` };
    for (const path of [paths[0], paths[50], ...paths.slice(-2)]) {
      const res = await fetch(`http://127.0.0.1:${instances[0]!.port}${path}`, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    }
    const run = async (origin: string) => {
      let turn = 0;
      const result = await autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [
          {
            setupRequest: (req: { path?: string }) => {
              req.path = paths[turn++ % paths.length];
              return req;
            },
          },
        ],
      });
      return result;
    };
    const rows = [];
    const setups: [string, number, boolean][] = [
      ['1 instance, no proxy', 1, false],
      ['1 instance via HAProxy', 1, true],
      ['2 instances via HAProxy', 2, true],
      ['3 instances via HAProxy', 3, true],
    ];
    for (const [name, count, proxied] of setups) {
      const proxy = proxied ? await startProxy(haproxy, instances.slice(0, count)) : null;
      const before = load();
      const result = await run(proxy?.url ?? `http://127.0.0.1:${instances[0]!.port}`);
      rows.push({
        setup: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        'load before': before,
        'load after': load(),
      });
      if (proxy) await stop(proxy.process);
    }
    console.log(
      `${os.cpus().length} cores, ${ITEMS.toLocaleString('en-US')} items, ${CONNECTIONS} connections, ${SECONDS} s per run`,
    );
    console.table(rows);
  } finally {
    await Promise.all(instances.map((instance) => stop(instance.process)));
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
