/**
 * inventory.bulkAction: a large selection (more than BULK_SYNC_LIMIT items) in chunks, each chunk one
 * transaction through the same domain transitions, with progress after each. Items refused on the way (sold,
 * accepted by someone else meanwhile) are skipped and listed in the result; a rerun after a crash finds the
 * done items in their new status and skips them too.
 */
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import { ACTION_BY_CALL } from './actions';
import { applyInTx } from './apply-transition';
import type { Failure } from './results';
import type { BulkJobPayload } from './run-action';

const CHUNK = 250;
const MAX_REPORTED_FAILURES = 200;

export async function bulkActionJob({ job, db, progress }: JobContext) {
  const payload = job.payload as BulkJobPayload;
  const spec = ACTION_BY_CALL.get(payload.call);
  if (!spec) throw new Error(`Unknown inventory action ${payload.call}`);
  const [store] = await db.select().from(stores).where(eq(stores.id, job.storeId!));
  if (!store) return { updated: 0, failed: [] };
  const ids = payload.ids;
  let updated = 0;
  const failed: Failure[] = [];
  await progress(0, ids.length);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const outcome = await db.transaction((tx) =>
      applyInTx(tx, {
        store,
        who: payload.who,
        ids: chunk,
        call: spec.call,
        action: spec.build(payload.params),
        after: spec.after?.(payload.params),
        openToAnyConsigner: spec.openToAnyConsigner,
      }),
    );
    updated += outcome.updated.length;
    failed.push(...outcome.failed.slice(0, MAX_REPORTED_FAILURES - failed.length));
    await progress(Math.min(ids.length, start + chunk.length), ids.length);
  }
  return { updated, failedCount: ids.length - updated, failed };
}
