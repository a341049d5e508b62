/** Sold → Paid for a payout's items, through the domain's markPaid, in chunks within the caller's transaction. */

import type { Actor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { applyInTx } from '../inventory';

const CHUNK = 1000;

interface MarkItemsPaidOptions {
  store: StoreRow;
  who: Actor;
  payoutId: number;
  ids: readonly number[];
}

export async function markItemsPaid(
  tx: DbOrTx,
  { store, who, payoutId, ids }: MarkItemsPaidOptions,
): Promise<number[]> {
  const updated: number[] = [];
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += CHUNK) {
    const outcome = await applyInTx(tx, {
      store,
      who,
      ids: sorted.slice(start, start + CHUNK),
      call: 'markPaid',
      action: () => ({ type: 'markPaid', payoutId }),
      emails: 'none',
    });
    updated.push(...outcome.updated);
  }
  return updated;
}
