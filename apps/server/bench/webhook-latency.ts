/**
 * Webhook delivery latency (issue #17 "Tests and numbers"): from a change (a staff price edit through the API)
 * to the moment the local sample receiver has the signed event, on PostgreSQL with the real job worker running
 * (it polls every 500 ms and is woken after each successful write). Changes are made one after another with a
 * short pause, as staff would; each is timed from the request's start and from its answer (the commit).
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx apps/server/bench/webhook-latency.ts
 */
import os from 'node:os';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { call } from '../test/factories';
import type { TestContext } from '../test/helpers';
import { makeShop } from '../test/inventory-factories';
import { startReceiver } from '../test/webhook-receiver';
import { throwawayDatabase } from './throwaway-database';

const CHANGES = Number(process.env.WEBHOOK_CHANGES ?? 200);
const PAUSE_MS = Number(process.env.WEBHOOK_PAUSE_MS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const { database, drop } = await throwawayDatabase('webhooks');
  const receiver = await startReceiver();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    WEB_DIST: '/nonexistent',
  });
  const built = await buildApp({ db: database.db, env, logger: false });
  const ctx = { ...built, database, close: async () => {} } as TestContext;
  try {
    const shop = await makeShop(ctx);
    const hook = await call<{ secret: string }>(ctx, {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { url: receiver.url, events: ['item.price_changed'] },
    });
    const items = await Promise.all(Array.from({ length: 20 }, () => shop.item({ price: 10000 })));
    built.worker.start();
    const arrived = new Map<number, number>();
    receiver.onRequest = (r) => {
      const data = r.event.data as { item: { price: number } };
      arrived.set(data.item.price, performance.now());
    };
    const fromStart: number[] = [];
    const fromCommit: number[] = [];
    const load = os.loadavg()[0]!.toFixed(1);
    for (let i = 0; i < CHANGES; i++) {
      const price = 10000 + (i + 1) * 100;
      const started = performance.now();
      const res = await call(ctx, {
        method: 'PUT',
        url: `/api/inventories/${items[i % items.length]!.id}`,
        handle: shop.handle,
        token: shop.ownerToken,
        body: { price: price / 100 },
      });
      if (res.status !== 200) throw new Error(`change ${i} failed: ${res.status}`);
      const committed = performance.now();
      while (!arrived.has(price)) await new Promise((r) => setTimeout(r, 2));
      fromStart.push(arrived.get(price)! - started);
      fromCommit.push(arrived.get(price)! - committed);
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    const signed = receiver.allSigned(hook.body.data.secret);
    for (const [label, list] of [
      ['change start → receiver', fromStart],
      ['commit → receiver', fromCommit],
    ] as const) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
      );
    }
    console.log(
      `${CHANGES} changes, ${receiver.received.length} deliveries, all signed: ${signed}; load average at start ${load}, at end ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await built.worker.stop();
    await built.app.close();
    await receiver.close();
    await drop();
  }
}

await main();
