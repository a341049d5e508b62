import { and, eq, sql } from 'drizzle-orm';
import { storeScoped } from '../core/store-scope';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRow;
  db: Db;
  /** Reports progress the UI can show (done of total). */
  progress(done: number, total: number): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/** Enqueue inside the caller's transaction, so a job exists exactly when the change that needs it commits. */
export async function enqueueJob(
  db: DbOrTx,
  job: {
    name: string;
    storeId?: number | null;
    payload?: Record<string, unknown>;
    runAt?: Date;
    maxAttempts?: number;
  },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: job.name,
      storeId: job.storeId ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
    })
    .returning();
  return row!;
}

export async function findJob(db: DbOrTx, storeId: number, id: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(storeScoped(jobs, storeId, eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * A running job's lease: its worker renews it every JOB_HEARTBEAT_MS while the handler runs, so a job whose
 * worker died (kill -9, a lost machine) is taken again within JOB_LEASE_SECONDS, and a live one never is.
 */
export const JOB_LEASE_SECONDS = 20;
export const JOB_HEARTBEAT_MS = 5_000;
const LEASE = sql`make_interval(secs => ${JOB_LEASE_SECONDS})`;

/**
 * Claims the next ready job with FOR UPDATE SKIP LOCKED, so several server instances share one queue and a job
 * whose worker died is taken again once its lease runs out. `attempts` grows with every claim and fences the
 * claimant: renewing, completing and failing only count for the claim that still holds it.
 */
export async function claimNextJob(db: Db, names: string[]): Promise<JobRow | null> {
  if (names.length === 0) return null;
  const nameList = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_until = now() + ${LEASE}
    where id = (
      select id from jobs
      where name in (${nameList})
        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (result.rows[0] as { id?: number | string } | undefined)?.id;
  if (id === undefined) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)))
    .limit(1);
  return row ?? null;
}

const heldBy = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Extends the lease of a job this claim still holds; false when another worker has taken it over. */
export async function renewLease(db: Db, job: Pick<JobRow, 'id' | 'attempts'>): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${LEASE}` })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

export async function completeJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts'>,
  result: unknown,
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', result: result ?? null, finishedAt: new Date(), lockedUntil: null })
    .where(heldBy(job));
}

export async function failJob(db: Db, job: JobRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= job.maxAttempts;
  // Exponential back-off: 2 s, 4 s, 8 s, ...
  const retryAt = new Date(Date.now() + 1000 * 2 ** job.attempts);
  await db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', lastError: message, finishedAt: new Date(), lockedUntil: null }
        : { status: 'queued', lastError: message, runAt: retryAt, lockedUntil: null },
    )
    .where(heldBy(job));
}
