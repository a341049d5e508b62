/**
 * Job `demo.history`: the demo store's year of history, written in ONE transaction under the store's row lock.
 * It does nothing when the store already has items, so a second job (a restart, a second instance, a retry
 * after a crash, whose transaction rolled back) cannot seed twice. The server answers meanwhile.
 */
import type { Actor } from '@backroom/domain/access-controls';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { transitionStoreOf } from '../core/domain-map';
import { loadFeeContext } from '../core/fee-context';
import { storeScoped } from '../core/store-scope';
import type { Db, DbOrTx } from '../db/client';
import { consigners, employees, products, stores, subLocations } from '../db/schema';
import { loadPlaces } from '../features/inventory/places';
import type { JobHandler } from '../jobs/queue';
import { demoProducts } from './demo-catalogue';
import { DemoItems, type Person, type SimConsigner } from './demo-items';
import { simulateDemoYear } from './demo-simulate';
import { DAY, type World } from './demo-world';
import { writeDemoYear } from './demo-write';

export const DEMO_HISTORY_JOB = 'demo.history';

/** Upper bounds of what one simulated year uses; the ids are reserved from the sequences up front. */
const RESERVE = { item: 4000, order: 3500, payout: 600 };

async function reserveIds(tx: DbOrTx, table: string, n: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return (result.rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
}

function allocator(ids: number[], what: string) {
  let next = 0;
  return () => {
    const id = ids[next++];
    if (id === undefined) throw new Error(`demo history: more than ${ids.length} ${what}`);
    return id;
  };
}

const alreadySeeded = async (db: DbOrTx, storeId: number) =>
  (await db.execute(sql`select 1 from inventories where store_id = ${storeId} limit 1`)).rows.length > 0;

/** The store as the simulation needs it: consigners, staff, catalogue, places, fees, and reserved ids. */
async function loadWorld(db: DbOrTx, store: typeof stores.$inferSelect, now: Date) {
  const storeId = store.id;
  const people = await db.select().from(consigners).where(storeScoped(consigners, storeId));
  const fees = await loadFeeContext(db, store);
  const simConsigner = (c: (typeof people)[number], volume: number): SimConsigner => ({
    id: c.id,
    name: `${c.firstName} ${c.lastName}`.trim(),
    isStoreAccount: c.isStoreAccount,
    consignerTypeId: c.consignerTypeId,
    chargeTax: c.chargeTax,
    balanceOwed: c.balanceOwed,
    joinedAt: c.createdAt.getTime(),
    volume,
  });
  const account = people.find((c) => c.isStoreAccount)!;
  // The demo seller brings in a steady share, so the seller portal has a year to show.
  const others = people
    .filter((c) => !c.isStoreAccount)
    .map((c, i) => simConsigner(c, c.userId ? 2.5 : 0.5 + ((i * 37) % 100) / 60));
  const byId = new Map([...others, simConsigner(account, 0)].map((c) => [c.id, c]));

  const staffRows = await db
    .select()
    .from(employees)
    .where(storeScoped(employees, storeId))
    .orderBy(employees.id);
  const personOf = (e: (typeof staffRows)[number]): Person => ({
    name: `${e.firstName} ${e.lastName}`.trim(),
    actor: {
      kind: 'employee',
      accessControls: e.accessControls as Extract<Actor, { kind: 'employee' }>['accessControls'],
      isAdmin: e.role === 'Admin',
    },
    employeeId: e.id,
  });
  const owner = personOf(staffRows.find((e) => e.role === 'Admin')!);
  const staff = personOf(staffRows.find((e) => e.role !== 'Admin') ?? staffRows[0]!);

  const catalogue = new Map(demoProducts().map((p) => [p.sku, p]));
  const productRows = await db.select().from(products).where(storeScoped(products, storeId));
  const places = await loadPlaces(db, storeId);
  const placeRows = await db.execute(sql`
    select l.name as location, coalesce(array_agg(s.name order by s.id) filter (where s.id is not null), '{}') as subs
    from locations l left join ${subLocations} s on s.store_id = l.store_id and s.location_id = l.id
    where l.store_id = ${storeId} group by l.id, l.name order by l.id`);

  // Sequences are not transactional: ids taken here are never handed out again, whether or not they are used.
  const ids = {
    item: allocator(await reserveIds(db, 'inventories', RESERVE.item), 'items'),
    order: allocator(await reserveIds(db, 'orders', RESERVE.order), 'orders'),
    payout: allocator(await reserveIds(db, 'payouts', RESERVE.payout), 'payouts'),
  };
  const items = new DemoItems({
    fees,
    store: transitionStoreOf(store),
    absorbDiscount: store.absorbDiscount,
    consigner: (id) => byId.get(id)!,
    storeAccountId: account.id,
  });
  const world: World = {
    now,
    handle: store.handle,
    items,
    consigners: others,
    storeAccount: byId.get(account.id)!,
    products: productRows.map((p) => {
      const known = catalogue.get(p.sku);
      return {
        id: p.id,
        productTemplateId: p.productTemplateId,
        category: p.category,
        title: p.title,
        price: known?.price ?? 15000,
        demand: known?.demand ?? 1,
      };
    }),
    places: (placeRows.rows as { location: string; subs: string[] }[]).map((r) => ({
      location: r.location,
      subs: r.subs,
    })),
    owner,
    staff,
    ids,
  };
  return { world, places };
}

/** The store's simulated year up to `now`, not written (ids are reserved, so they differ between calls). */
export async function simulateStoreYear(db: DbOrTx, storeId: number, now: Date) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return null;
  const { world, places } = await loadWorld(db, store, now);
  return { year: await simulateDemoYear(world), places };
}

/**
 * Simulates the year outside any transaction (yielding, so the server keeps answering), then writes it in one
 * transaction under the store's row lock, unless the store has items by then.
 */
export async function seedDemoHistory(db: Db, storeId: number, now = new Date()) {
  const started = performance.now();
  if (await alreadySeeded(db, storeId)) return { skipped: 'already seeded' };
  const simulatedYear = await simulateStoreYear(db, storeId, now);
  if (!simulatedYear) return { skipped: 'store not found' };
  const { year, places } = simulatedYear;
  const simulated = performance.now();
  const written = await db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
    if (await alreadySeeded(tx, storeId)) return false;
    await writeDemoYear(tx, { storeId, places, year });
    return true;
  });
  if (!written) return { skipped: 'already seeded' };
  return {
    items: year.items.length,
    orders: year.orders.length,
    payouts: year.payouts.length,
    days: Math.round((now.getTime() - Math.min(...year.items.map((i) => i.createdAt.getTime()))) / DAY),
    simulateMs: Math.round(simulated - started),
    writeMs: Math.round(performance.now() - simulated),
  };
}

export function demoHistoryJob(log: FastifyBaseLogger): JobHandler {
  return async ({ db, job }) => {
    const started = performance.now();
    const result = await seedDemoHistory(db, job.storeId!);
    log.info({ ...result, ms: Math.round(performance.now() - started) }, 'demo store history job done');
    return result;
  };
}
