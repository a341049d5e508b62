import { eq, lt, sql } from 'drizzle-orm';
import { storeScoped } from '../../core/store-scope';
import { jobs } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import type { SecretBox } from '../../security/secret-box';
import type { FileStorage } from '../../storage';
import { writeDataExport } from './data-export';
import { newArchiveKey } from './secrets';
import { type ExportJobName, STORE_DATA_EXPORT_JOB, STORE_EXPORT_JOB } from './start-export';
import { writeStoreArchive } from './write-archive';

export { STORE_DATA_EXPORT_JOB, STORE_EXPORT_JOB } from './start-export';

/** Where a finished export lives: one archive per export job. */
export const exportKey = (storeId: number, jobId: number) => `${storeId}/exports/${jobId}.zip`;

/** The passphrase waits in the job's payload sealed with this installation's key, and only until the job ends. */
export const passphraseContext = (storeId: number) => `store-export:${storeId}:passphrase`;

export type MoveExportPayload =
  | { requestedBy: string; secrets: 'omitted' }
  | { requestedBy: string; secrets: 'encrypted'; passphraseSealed: string };

export interface StoreExportResult {
  kind: 'move' | 'data';
  fileName: string;
  bytes: number;
  /** Tables (move) or CSV files (data). */
  tables: number;
  rows: number;
  uploads: number;
  /** Move archives: whether the sign-in secrets are in it (encrypted) or were left out. */
  secrets?: 'encrypted' | 'omitted';
}

/** Only the newest archive of each kind is kept, so asking again and again cannot fill the disk. */
async function dropOlder(ctx: JobContext, storage: FileStorage, name: ExportJobName) {
  const storeId = ctx.job.storeId!;
  const older = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(storeScoped(jobs, storeId, eq(jobs.name, name), lt(jobs.id, ctx.job.id)));
  for (const { id } of older) await storage.deletePrivate(exportKey(storeId, id));
}

export function storeExportJob(storage: FileStorage, box: SecretBox) {
  return async (ctx: JobContext): Promise<StoreExportResult> => {
    const { job, db, progress } = ctx;
    const storeId = job.storeId!;
    const payload = job.payload as MoveExportPayload;
    const key = exportKey(storeId, job.id);
    let done = false;
    try {
      // A retried attempt starts the archive again.
      await storage.deletePrivate(key);
      const secrets =
        payload.secrets === 'encrypted'
          ? {
              mode: 'encrypted' as const,
              ...(await newArchiveKey(box.open(payload.passphraseSealed, passphraseContext(storeId)))),
              box,
            }
          : { mode: 'omitted' as const };
      const { manifest, bytes } = await writeStoreArchive(db, { storage, storeId, key, progress, secrets });
      await dropOlder(ctx, storage, STORE_EXPORT_JOB);
      done = true;
      return {
        kind: 'move',
        fileName: `${manifest.store.handle}-move-archive-${manifest.createdAt.slice(0, 10)}.zip`,
        bytes,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        uploads: manifest.uploads.files,
        secrets: manifest.secrets.mode,
      };
    } finally {
      if (done || job.attempts >= job.maxAttempts) {
        await db.execute(
          sql`update jobs set payload = payload - 'passphraseSealed' where store_id = ${storeId} and id = ${job.id}`,
        );
      }
    }
  };
}

export function storeDataExportJob(storage: FileStorage) {
  return async (ctx: JobContext): Promise<StoreExportResult> => {
    const storeId = ctx.job.storeId!;
    const key = exportKey(storeId, ctx.job.id);
    await storage.deletePrivate(key);
    const written = await writeDataExport(ctx.db, { storage, storeId, key, progress: ctx.progress });
    await dropOlder(ctx, storage, STORE_DATA_EXPORT_JOB);
    return {
      kind: 'data',
      fileName: `${written.handle}-data-${new Date().toISOString().slice(0, 10)}.zip`,
      bytes: written.bytes,
      tables: written.areas.length,
      rows: written.areas.reduce((sum, a) => sum + a.rows, 0),
      uploads: 0,
    };
  };
}
