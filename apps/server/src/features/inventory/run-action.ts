/**
 * One action call: parameters resolved, then either applied at once in one transaction (up to
 * BULK_SYNC_LIMIT items) or, for a large selection, queued as a job that commits per chunk with progress.
 */

import type { Actor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { ActionSpec, Params } from './actions';
import { applyInTx } from './apply-transition';
import { type Failure, failureError } from './results';

export const BULK_SYNC_LIMIT = 100;
export const BULK_JOB = 'inventory.bulkAction';

export interface ActionAnswer {
  /** Items changed. */
  ids: number[];
  /** Items left as they were, with why (missing or another store's: 404; wrong status: 409; rule: 422). */
  failed: Failure[];
  message: string | null;
}

export interface BulkJobPayload extends Record<string, unknown> {
  call: string;
  params: Params;
  ids: number[];
  who: Actor;
  requestedBy: string | null;
}

interface ApplyNowOptions {
  spec: ActionSpec;
  store: StoreRow;
  who: Actor;
  params: Params;
  ids: number[];
}

/** Applies the action now; a call whose every item was refused answers with the first refusal's status. */
export async function applyNow(db: Db, { spec, store, who, params, ids }: ApplyNowOptions) {
  const outcome = await db.transaction((tx) =>
    applyInTx(tx, {
      store,
      who,
      ids,
      call: spec.call,
      action: spec.build(params),
      after: spec.after?.(params),
      openToAnyConsigner: spec.openToAnyConsigner,
    }),
  );
  if (outcome.updated.length === 0 && outcome.failed.length > 0) throw failureError(outcome.failed[0]!);
  return outcome;
}

interface RunActionOptions {
  spec: ActionSpec;
  store: StoreRow;
  who: Actor;
  body: { ids: number[] } & Params;
}

export async function runAction(
  db: Db,
  { spec, store, who, body }: RunActionOptions,
): Promise<ActionAnswer | { jobId: number; message: string }> {
  const { ids, ...rest } = body;
  const params = spec.prepare ? await spec.prepare({ db, store, who }, rest) : rest;
  if (ids.length > BULK_SYNC_LIMIT) {
    const payload: BulkJobPayload = { call: spec.call, params, ids, who, requestedBy: who.userId };
    const job = await enqueueJob(db, { name: BULK_JOB, storeId: store.id, payload, maxAttempts: 3 });
    return { jobId: job.id, message: spec.jobMessage };
  }
  const outcome = await applyNow(db, { spec, store, who, params, ids });
  return { ids: outcome.updated, failed: outcome.failed, message: spec.message ?? null };
}
