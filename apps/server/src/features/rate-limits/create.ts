import type { Env } from '../../config/env';
import { type CounterStore, PostgresCounterStore } from '../../core/counters';
import type { DbOrTx } from '../../db/client';

/** Redis when REDIS_URL is set (loaded only then: the embedded set-up never needs it), PostgreSQL otherwise. */
export async function createCounterStore(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  db: DbOrTx,
): Promise<CounterStore> {
  if (!env.REDIS_URL) return new PostgresCounterStore(db);
  const { RedisCounterStore } = await import('./counters-redis');
  return new RedisCounterStore(env.REDIS_URL, env.REDIS_KEY_PREFIX);
}
