/**
 * When a store's Linnworks sync runs: one job `linnworks.sync` per store at a time, queued again by each run
 * for LINNWORKS_SYNC_MINUTES later (a durable schedule: the queue survives restarts), and pulled forward when
 * the staff app loads or the connection is saved. The connection row is locked while deciding, so two page
 * loads at once queue one job.
 */
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, linnworksConnections } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { findConnection } from './connection';

export const LINNWORKS_SYNC_JOB = 'linnworks.sync';
/** Page loads closer together than this start no new sync. */
export const REQUEST_GAP_MS = 60_000;

export interface Scheduled {
  jobId: number;
  status: 'queued' | 'running';
}

export interface ScheduleSyncOptions {
  storeId: number;
  runAt: Date;
  except?: number;
  afterRunning?: boolean;
}

/**
 * The store's sync job due by `runAt` (an existing one is pulled forward); `except` is the caller's own job.
 * A running sync satisfies the request, unless `afterRunning` (new credentials: the running sync uses the old
 * ones), which queues one more behind it.
 */
export async function scheduleSync(
  tx: DbOrTx,
  { storeId, runAt, except, afterRunning = false }: ScheduleSyncOptions,
): Promise<Scheduled> {
  const open = await tx
    .select({ id: jobs.id, status: jobs.status, runAt: jobs.runAt })
    .from(jobs)
    .where(
      storeScoped(
        jobs,
        storeId,
        eq(jobs.name, LINNWORKS_SYNC_JOB),
        inArray(jobs.status, ['queued', 'running']),
        except === undefined ? undefined : ne(jobs.id, except),
      ),
    )
    .orderBy(jobs.id);
  const running = open.find((j) => j.status === 'running');
  const queued = open.find((j) => j.status === 'queued');
  if (running && !afterRunning) return { jobId: running.id, status: 'running' };
  if (queued) {
    if (queued.runAt > runAt) await tx.update(jobs).set({ runAt }).where(eq(jobs.id, queued.id));
    return { jobId: queued.id, status: 'queued' };
  }
  const job = await enqueueJob(tx, { name: LINNWORKS_SYNC_JOB, storeId, runAt, maxAttempts: 3 });
  return { jobId: job.id, status: 'queued' };
}

/** The store's sync job that is queued or running, if any. */
export async function openSyncJob(tx: DbOrTx, storeId: number) {
  const [open] = await tx
    .select({ id: jobs.id, status: jobs.status, runAt: jobs.runAt })
    .from(jobs)
    .where(
      storeScoped(
        jobs,
        storeId,
        eq(jobs.name, LINNWORKS_SYNC_JOB),
        inArray(jobs.status, ['queued', 'running']),
      ),
    )
    .orderBy(jobs.id)
    .limit(1);
  return open ?? null;
}

/**
 * The staff app's call on load: nothing for a store without Linnworks; otherwise a sync now, unless a page load
 * asked less than a minute ago (then the answer says what is under way). `force` (Sync now) skips that wait;
 * either way one sync job at most is queued or running.
 */
export async function requestSync(db: Db, storeId: number, force = false) {
  // Most stores have no Linnworks: one indexed read answers them, without a transaction or a lock.
  if (!(await findConnection(db, storeId))) return { row: null, job: null };
  return db.transaction(async (tx) => {
    const row = await findConnection(tx, storeId, true);
    if (!row) return { row: null, job: null };
    const recent =
      !force && row.lastRequestedAt && Date.now() - row.lastRequestedAt.getTime() < REQUEST_GAP_MS;
    if (!recent) {
      await tx
        .update(linnworksConnections)
        .set({ lastRequestedAt: sql`now()` })
        .where(storeScoped(linnworksConnections, storeId));
      await scheduleSync(tx, { storeId, runAt: new Date() });
    }
    return { row, job: await openSyncJob(tx, storeId) };
  });
}
