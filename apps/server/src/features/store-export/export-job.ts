import { and, eq, lt } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import type { FileStorage } from '../../storage';
import { writeStoreArchive } from './write-archive';

export const STORE_EXPORT_JOB = 'stores.export';

/** Where a finished export lives: one archive per export job. */
export const exportKey = (storeId: number, jobId: number) => `${storeId}/exports/${jobId}.zip`;

export interface StoreExportResult {
  fileName: string;
  bytes: number;
  tables: number;
  rows: number;
  uploads: number;
}

export function storeExportJob(storage: FileStorage) {
  return async ({ job, db, progress }: JobContext): Promise<StoreExportResult> => {
    const storeId = job.storeId!;
    const key = exportKey(storeId, job.id);
    // A retried attempt starts the archive again.
    await storage.deletePrivate(key);
    const { manifest, bytes } = await writeStoreArchive(db, storage, storeId, key, progress);
    // Only the newest archive is kept, so asking for exports again and again cannot fill the disk.
    const older = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.storeId, storeId), eq(jobs.name, STORE_EXPORT_JOB), lt(jobs.id, job.id)));
    for (const { id } of older) await storage.deletePrivate(exportKey(storeId, id));
    const day = manifest.createdAt.slice(0, 10);
    return {
      fileName: `${manifest.store.handle}-export-${day}.zip`,
      bytes,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      uploads: manifest.uploads.files,
    };
  };
}
