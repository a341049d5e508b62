import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { type CounterStore, PostgresCounterStore } from '../../core/counters';
import { RedisCounterStore } from './counters-redis';

/** Both counter stores keep the same windows; PostgreSQL also sweeps ended rows. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let ctx: TestContext;
let redis: RedisCounterStore | null = null;
beforeAll(async () => {
  ctx = await createTestApp();
  const candidate = new RedisCounterStore(REDIS_URL, `backroom-test:${randomBytes(6).toString('hex')}:`);
  // Redis is optional: its half runs only where one answers (CI and this machine have one).
  redis = await candidate
    .read(1, ['probe'], Date.now())
    .then(() => candidate)
    .catch(async () => {
      await candidate.close();
      return null;
    });
});
afterAll(async () => {
  await redis?.close();
  await ctx.close();
});

const stores: [string, () => CounterStore | null][] = [
  ['PostgreSQL', () => new PostgresCounterStore(ctx.deps.db)],
  ['Redis', () => redis],
];

describe.each(stores)('the %s counter store', (_name, make) => {
  it('counts in a fixed window, starts again after it, and keeps stores and keys apart', async (test) => {
    const counters = make();
    if (!counters) return test.skip('no Redis answers at REDIS_URL');
    const key = `k-${randomBytes(4).toString('hex')}`;
    const now = Date.now();
    expect(await counters.add(1, key, 60_000, now)).toEqual({ hits: 1, resetsAt: now + 60_000 });
    expect(await counters.add(1, key, 60_000, now + 1000)).toEqual({ hits: 2, resetsAt: now + 60_000 });
    expect((await counters.add(2, key, 60_000, now)).hits).toBe(1);
    expect(await counters.add(1, key, 60_000, now + 60_000)).toEqual({ hits: 1, resetsAt: now + 120_000 });
    const found = await counters.read(1, [key, 'missing'], now + 60_001);
    expect([...found.keys()]).toEqual([key]);
    expect((await counters.read(1, [key], now + 120_000)).size).toBe(0);
    await counters.remove(1, key);
    expect((await counters.read(1, [key], now + 60_001)).size).toBe(0);
  });

  it('a sliding counter is forgotten a window after its last hit', async (test) => {
    const counters = make();
    if (!counters) return test.skip('no Redis answers at REDIS_URL');
    const key = `s-${randomBytes(4).toString('hex')}`;
    const now = Date.now();
    await counters.add(1, key, 10_000, now, true);
    expect(await counters.add(1, key, 10_000, now + 9000, true)).toEqual({ hits: 2, resetsAt: now + 19_000 });
    expect((await counters.read(1, [key], now + 15_000)).get(key)?.hits).toBe(2);
  });
});

describe('sweeping PostgreSQL counters', () => {
  it('deletes the ended rows and keeps the live ones', async () => {
    const counters = new PostgresCounterStore(ctx.deps.db);
    const now = Date.now();
    await counters.add(0, 'ended', 1000, now - 5000);
    await counters.add(0, 'live', 60_000, now);
    expect(await counters.sweep(now)).toBeGreaterThanOrEqual(1);
    const left = await ctx.deps.db.execute(sql`select key from rate_limit_counters where store_id = 0`);
    expect((left.rows as { key: string }[]).map((r) => r.key)).toEqual(['live']);
  });
});
