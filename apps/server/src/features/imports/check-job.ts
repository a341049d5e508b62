/**
 * The dry run as a durable job (issue 35): every row checked, nothing written, with progress (rows checked of the
 * file's rows) the import screen shows; the job's result is the dry run's answer. The request that starts it
 * answers at once.
 */

import type { DryRunAnswer } from '@backroom/domain/contract/imports';
import type { JobContext } from '../../jobs/queue';
import type { FileStorage } from '../../storage';
import { countRows, dryRun } from './check-pass';
import { loadContext } from './context';
import { type ImportPayload, storeAndFile, whoFor } from './import-job';

export const CHECK_JOB = 'imports.check';

export type CheckPayload = Pick<
  ImportPayload,
  'fileId' | 'mapping' | 'createProductsTemplateId' | 'requestedBy' | 'actorName'
>;

export function checkJob(storage: FileStorage) {
  return async ({ job, db, progress }: JobContext): Promise<DryRunAnswer> => {
    const storeId = job.storeId!;
    const payload = job.payload as unknown as CheckPayload;
    const { store, file } = await storeAndFile(db, storeId, payload.fileId);
    const total = await countRows(storage, file);
    await progress(0, total);
    const who = whoFor(payload, file.kind);
    const ctx = await loadContext(db, {
      store,
      kind: file.kind,
      who,
      createTemplateId: payload.createProductsTemplateId,
    });
    return dryRun(db, {
      storage,
      file,
      ctx,
      mapping: payload.mapping,
      progress: (checked) => progress(Math.min(checked, total), total),
    });
  };
}
