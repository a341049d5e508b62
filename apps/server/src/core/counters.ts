/**
 * Where rate limits and sign-in throttles keep their counts (issue #18.2): in PostgreSQL by default, in Redis
 * when REDIS_URL is set. Either way every server instance sees the same counts, so a limit holds for the whole
 * installation rather than per process.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Counters that span stores (per address) are kept under this store id, which names no store. */
export const PLATFORM_WIDE = 0;

export interface Counter {
  hits: number;
  /** Epoch milliseconds when the count is forgotten. */
  resetsAt: number;
}

export interface CounterStore {
  /**
   * Adds one hit and answers the new count. A count whose window has ended starts again at 1; `slide` moves the
   * end to `now + windowMs` on every hit (forgotten a window after the last hit) instead of after the first.
   */
  add(storeId: number, key: string, windowMs: number, now: number, slide?: boolean): Promise<Counter>;
  /** The counts of these keys whose window has not ended, by key. */
  read(storeId: number, keys: string[], now: number): Promise<Map<string, Counter>>;
  remove(storeId: number, key: string): Promise<void>;
  close(): Promise<void>;
}

const SWEEP_EVERY_ADDS = 500;
const SWEEP_BATCH = 5000;

const at = (value: unknown) => new Date(value as string | Date).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/** One row per counter, counted with an atomic upsert; ended rows are swept every few hundred hits. */
export class PostgresCounterStore implements CounterStore {
  private adds = 0;
  constructor(private readonly db: DbOrTx) {}

  async add(storeId: number, key: string, windowMs: number, now: number, slide = false): Promise<Counter> {
    if (++this.adds % SWEEP_EVERY_ADDS === 0) await this.sweep(now);
    const result = await this.db.execute(sql`
      insert into rate_limit_counters as c (store_id, key, hits, resets_at)
      values (${storeId}, ${key}, 1, ${iso(now + windowMs)}::timestamptz)
      on conflict (store_id, key) do update set
        hits = case when c.resets_at <= ${iso(now)}::timestamptz then 1 else c.hits + 1 end,
        resets_at = case when ${slide}::boolean or c.resets_at <= ${iso(now)}::timestamptz
                         then excluded.resets_at else c.resets_at end
      returning hits, resets_at`);
    const row = result.rows[0] as { hits: number; resets_at: string | Date };
    return { hits: Number(row.hits), resetsAt: at(row.resets_at) };
  }

  async read(storeId: number, keys: string[], now: number): Promise<Map<string, Counter>> {
    const result = await this.db.execute(sql`
      select key, hits, resets_at from rate_limit_counters
      where store_id = ${storeId} and key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) and resets_at > ${iso(now)}::timestamptz`);
    const found = new Map<string, Counter>();
    for (const row of result.rows as { key: string; hits: number; resets_at: string | Date }[]) {
      found.set(row.key, { hits: Number(row.hits), resetsAt: at(row.resets_at) });
    }
    return found;
  }

  async remove(storeId: number, key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where store_id = ${storeId} and key = ${key}`);
  }

  /** Deletes counters whose window ended (a bounded batch, so one request never waits on a big delete). */
  async sweep(now: number): Promise<number> {
    const result = await this.db.execute(sql`
      delete from rate_limit_counters where (store_id, key) in (
        select store_id, key from rate_limit_counters
        where resets_at <= ${iso(now)}::timestamptz limit ${SWEEP_BATCH})`);
    const counted = result as { rowCount?: number | null; affectedRows?: number };
    return counted.rowCount ?? counted.affectedRows ?? 0;
  }

  async close(): Promise<void> {}
}
