/**
 * Staff's bulk actions on the Expiring list (issue 16, issue 29): renew, return or convert the selected items now,
 * whatever their terms say at expiry, but only items in the state the action names (packages/domain terms-bulk:
 * on terms, live, inside the Expiring window; a conversion with a payout above zero). One transaction; the answer
 * counts what was skipped per reason and says it in words.
 */
import { todayIn } from '@backroom/domain/dates';
import {
  type BulkTermsAction,
  bulkOutcome,
  bulkRefusal,
  type SkippedItem,
} from '@backroom/domain/terms-bulk';
import type { Actor } from '../../core/actor';
import { lockItems } from '../../core/item-sql';
import type { StoreRow } from '../../core/store';
import type { Db } from '../../db/client';
import {
  applyChanges,
  type Change,
  type ClockResult,
  expiryAction,
  storeAccount,
  termsStates,
} from './clock';

export type ExpiringAction = BulkTermsAction;

const DONE: Record<ExpiringAction, string> = {
  renew: 'renewed',
  return: 'set aside to return to the consigner',
  convert: 'converted to store stock',
};

export interface ActOnExpiringOptions {
  store: StoreRow;
  action: ExpiringAction;
  ids: readonly number[];
  who: Actor;
  now?: Date;
}

export async function actOnExpiring(
  db: Db,
  { store, action, ids, who, now = new Date() }: ActOnExpiringOptions,
) {
  const today = todayIn(store.timeZone, now);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const skipped: SkippedItem[] = [];
  const result: ClockResult = {
    day: today,
    markedDown: 0,
    expired: 0,
    returned: 0,
    converted: 0,
    renewed: 0,
    notices: 0,
  };
  const done = await db.transaction(async (tx) => {
    const rows = await lockItems(tx, store.id, unique);
    const found = new Map(rows.map((r) => [r.id, r]));
    const states = await termsStates(tx, store.id, unique);
    const storeAccountId = await storeAccount(tx, store.id);
    const changes: Change[] = [];
    for (const id of unique) {
      const row = found.get(id);
      if (!row || row.deletedAt) continue;
      const state = states.get(id);
      const refusal = bulkRefusal(action, { status: row.status, term: state ?? null }, today);
      if (refusal) {
        skipped.push({ code: row.code, ...refusal });
        continue;
      }
      const change = expiryAction({
        state: { ...state!, terms: { ...state!.terms, expiryAction: action } },
        row,
        today,
        storeAccountId,
      });
      changes.push({ ...change, action: `From the Expiring list: ${DONE[action]}` });
    }
    if (changes.length > 0) await applyChanges(tx, { store, changes, result, who });
    return changes.length;
  });
  return bulkOutcome(action, done, skipped, unique.length - done - skipped.length);
}
