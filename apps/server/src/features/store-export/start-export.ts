/**
 * Starting an export (issue 28.3): one per store at a time, whatever the number of parallel requests. The
 * database decides: jobs_one_store_export_uq admits one queued or running export job per store, so the insert
 * either takes the slot or finds who holds it.
 */
import { inArray, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { conflict } from '../../http/errors';

export const STORE_EXPORT_JOB = 'stores.export';
export const STORE_DATA_EXPORT_JOB = 'stores.data-export';
export const EXPORT_JOBS = [STORE_EXPORT_JOB, STORE_DATA_EXPORT_JOB] as const;
export type ExportJobName = (typeof EXPORT_JOBS)[number];

export const EXPORT_RUNNING =
  'An export of this store is already being made: wait for it to finish (Settings → Export), then start another.';

export interface StartedExport {
  jobId: number;
  /** False when a data export was asked for again while one runs: the answer is the running one. */
  started: boolean;
}

async function runningExport(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(
      storeScoped(
        jobs,
        storeId,
        inArray(jobs.name, [...EXPORT_JOBS]),
        inArray(jobs.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Queues the export, or answers the running data export when the same is asked again; anything else while an
 * export is queued or running is a 409 (a move archive is tied to the passphrase it was asked with).
 */
export async function startExport(
  db: Db,
  options: { storeId: number; name: ExportJobName; payload: Record<string, unknown> },
): Promise<StartedExport> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.execute(sql`
      insert into jobs (store_id, name, payload, max_attempts)
      values (${options.storeId}, ${options.name}, ${JSON.stringify(options.payload)}::jsonb, 2)
      on conflict (store_id) where name in ('stores.export', 'stores.data-export') and status in ('queued', 'running')
      do nothing
      returning id`);
    const id = (inserted.rows[0] as { id: number | string } | undefined)?.id;
    if (id !== undefined) return { jobId: Number(id), started: true };
    const running = await runningExport(db, options.storeId);
    // It finished between the insert and the look: try the slot again.
    if (!running) continue;
    if (running.name === STORE_DATA_EXPORT_JOB && options.name === STORE_DATA_EXPORT_JOB)
      return { jobId: running.id, started: false };
    throw conflict(EXPORT_RUNNING);
  }
  throw conflict(EXPORT_RUNNING);
}
