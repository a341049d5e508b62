/**
 * The terms clock as a durable job per store: each run handles the store's current day and queues the next run
 * shortly after the store's next midnight, so the clock keeps itself going on the existing Postgres job queue.
 */
import { addDays, todayIn } from '@backroom/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { runTermsClock } from './clock';

export const TERMS_CLOCK_JOB = 'consignment-terms-daily';
/** After midnight, so the new day has begun everywhere the store's clock may be a little off. */
const AFTER_MIDNIGHT_MS = 5 * 60_000;

/** The instant the calendar day `date` begins in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return new Date(guess - (local - guess));
}

export function nextRunAt(timeZone: string, now: Date): Date {
  const tomorrow = addDays(todayIn(timeZone, now), 1);
  return new Date(startOfDayIn(tomorrow, timeZone).getTime() + AFTER_MIDNIGHT_MS);
}

/**
 * Queues the store's clock unless a run is already waiting. The store row is locked first, so two concurrent
 * callers (two term saves, or a run re-queueing itself) queue one job.
 */
export async function ensureDailyJob(
  tx: DbOrTx,
  store: { id: number; timeZone: string },
  runAt: Date = new Date(),
): Promise<void> {
  await tx.execute(sql`select id from stores where id = ${store.id} for update`);
  const [waiting] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(storeScoped(jobs, store.id, eq(jobs.name, TERMS_CLOCK_JOB), eq(jobs.status, 'queued')))
    .limit(1);
  if (!waiting) await enqueueJob(tx, { name: TERMS_CLOCK_JOB, storeId: store.id, runAt, maxAttempts: 5 });
}

export const termsClockJob: JobHandler = async ({ job, db }) => {
  const storeId = job.storeId!;
  const result = await runTermsClock(db, storeId);
  const [store] = (await db.execute(sql`select time_zone as "timeZone" from stores where id = ${storeId}`))
    .rows as { timeZone: string }[];
  if (store)
    await db.transaction((tx) =>
      ensureDailyJob(tx, { id: storeId, ...store }, nextRunAt(store.timeZone, new Date())),
    );
  return result;
};

/**
 * At server start: every store with terms gets its clock back if none is waiting (a run that failed for good, a
 * database restored from a backup), first run at once so a missed day catches up.
 */
export async function ensureAllClocks(db: Db): Promise<number> {
  const r = await db.execute(sql`
    select s.id, s.time_zone as "timeZone" from stores s
    where exists (select 1 from consignment_terms t where t.store_id = s.id)
      and not exists (select 1 from jobs j where j.store_id = s.id and j.name = ${TERMS_CLOCK_JOB}
        and j.status in ('queued', 'running'))`);
  const stores = r.rows as { id: number; timeZone: string }[];
  for (const store of stores) await db.transaction((tx) => ensureDailyJob(tx, store));
  return stores.length;
}
