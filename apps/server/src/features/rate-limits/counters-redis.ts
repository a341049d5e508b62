/**
 * The Redis counter store, chosen when REDIS_URL is set: one hash per counter (`hits`, `resets`), counted by a
 * Lua script so the read-and-add is atomic, and expired by Redis itself at the end of its window.
 */
import { Redis } from 'ioredis';
import type { Counter, CounterStore } from '../../core/counters';

const ADD = `
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits'))
local resets = tonumber(redis.call('HGET', KEYS[1], 'resets'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if not hits or not resets or resets <= now then
  hits = 1
  resets = now + window
else
  hits = hits + 1
  if ARGV[3] == '1' then resets = now + window end
end
redis.call('HSET', KEYS[1], 'hits', hits, 'resets', resets)
redis.call('PEXPIREAT', KEYS[1], resets)
return {hits, resets}`;

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix = 'backroom:limits:',
  ) {
    // A Redis that is down fails the limited requests: better than sign-in without any limit.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableOfflineQueue: true });
    this.redis.on('error', () => {});
  }

  private name(storeId: number, key: string) {
    return `${this.prefix}${storeId}:${key}`;
  }

  async add(storeId: number, key: string, windowMs: number, now: number, slide = false): Promise<Counter> {
    const [hits, resets] = (await this.redis.eval(
      ADD,
      1,
      this.name(storeId, key),
      String(now),
      String(windowMs),
      slide ? '1' : '0',
    )) as [number, number];
    return { hits: Number(hits), resetsAt: Number(resets) };
  }

  async read(storeId: number, keys: string[], now: number): Promise<Map<string, Counter>> {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hmget(this.name(storeId, key), 'hits', 'resets');
    const answers = (await pipeline.exec()) ?? [];
    const found = new Map<string, Counter>();
    answers.forEach(([err, value], i) => {
      if (err) throw err;
      const [hits, resets] = value as [string | null, string | null];
      if (hits !== null && resets !== null && Number(resets) > now) {
        found.set(keys[i]!, { hits: Number(hits), resetsAt: Number(resets) });
      }
    });
    return found;
  }

  async remove(storeId: number, key: string): Promise<void> {
    await this.redis.del(this.name(storeId, key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
