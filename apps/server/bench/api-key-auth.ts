/**
 * What an API key costs per request against a session token (issue #17.3): the same list route (GET
 * /api/locations) called in alternating rounds with each, in process (app.inject, no network), so both see the
 * same machine load. `node --import tsx apps/server/bench/api-key-auth.ts` (DATABASE_URL: a PostgreSQL server).
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { users } from '../src/db/schema';
import { createApiKey } from '../src/features/api-keys/service';
import { createStore } from '../src/features/stores/service';
import { throwawayDatabase } from './throwaway-database';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PER_ROUND = 100;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
const fmt = (values: number[]) =>
  `p50 ${pct(values, 50).toFixed(2)} ms, p95 ${pct(values, 95).toFixed(2)} ms (${values.length} requests)`;

async function main() {
  const { database, drop } = await throwawayDatabase('apikeys');
  try {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      WEB_DIST: '/nonexistent',
      API_KEY_REQUESTS_PER_MINUTE: '1000000',
    });
    const { db } = database;
    const store = await createStore(db, env, {
      name: 'Keys bench',
      email: 'owner@keys.test',
      handle: 'keysbench',
    });
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@keys.test'));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner!.id));
    const built = await buildApp({ db, env, logger: false });
    const token = await built.deps.signer.sign({ userId: owner!.id, storeId: store.id });
    const { secret } = await createApiKey(db, {
      storeId: store.id,
      owner: { userId: owner!.id, email: owner!.email },
      input: { name: 'Bench', scopes: ['inventory:read'] },
    });
    const timings = { session: [] as number[], key: [] as number[] };
    const once = async (bearer: string) => {
      const started = performance.now();
      const res = await built.app.inject({
        url: '/api/locations',
        headers: { authorization: `Bearer ${bearer}`, 'x-store-handle': 'keysbench' },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i++) await Promise.all([once(token), once(secret)]);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < PER_ROUND; i++) timings.session.push(await once(token));
      for (let i = 0; i < PER_ROUND; i++) timings.key.push(await once(secret));
    }
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(`session token: ${fmt(timings.session)}`);
    console.log(`API key:       ${fmt(timings.key)}`);
    console.log(`key - session at p50: ${(pct(timings.key, 50) - pct(timings.session, 50)).toFixed(2)} ms`);
    await built.app.close();
  } finally {
    await drop();
  }
}

await main();
