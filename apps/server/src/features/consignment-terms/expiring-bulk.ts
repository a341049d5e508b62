/**
 * Staff's bulk actions on the Expiring list (issue 16): renew, return or convert the selected items now, whatever
 * their terms say at expiry. One transaction per batch; the answer says in words what was done and what was not.
 */
import { todayIn } from '@backroom/domain/dates';
import type { Db } from '../../db/client';
import type { StoreRow } from '../../http/store-resolution';
import type { Who } from '../inventory/domain-map';
import { lockItems } from '../inventory/item-sql';
import {
  applyChanges,
  type Change,
  type ClockResult,
  expiryAction,
  storeAccount,
  termsStates,
} from './clock';

export type ExpiringAction = 'renew' | 'return' | 'convert';

const DONE: Record<ExpiringAction, string> = {
  renew: 'renewed',
  return: 'set aside to return to the consigner',
  convert: 'converted to store stock',
};
const LIVE = new Set(['Active', 'RequestPriceChange', 'StoreRequestPriceChange', 'WithdrawalDeclined']);

const count = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

export async function actOnExpiring(
  db: Db,
  store: StoreRow,
  action: ExpiringAction,
  ids: readonly number[],
  who: Who,
  now = new Date(),
) {
  const today = todayIn(store.timeZone, now);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const skipped: string[] = [];
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
      const state = states.get(id);
      if (!row || row.deletedAt) continue;
      // A return already asked for is not renewed or converted behind the consigner's back.
      if (!state || !LIVE.has(row.status)) {
        skipped.push(row.code);
        continue;
      }
      const change = expiryAction(
        { ...state, terms: { ...state.terms, expiryAction: action } },
        row,
        today,
        storeAccountId,
      );
      changes.push({ ...change, action: `From the Expiring list: ${DONE[action]}` });
    }
    if (changes.length > 0) await applyChanges(tx, store, changes, result, who);
    return changes.length;
  });
  const missing = unique.length - done - skipped.length;
  const parts = [`${count(done)} ${DONE[action]}.`];
  if (skipped.length > 0)
    parts.push(
      `${count(skipped.length)} left as they were (${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}): no longer on consignment terms or already waiting to be returned.`,
    );
  if (missing > 0) parts.push(`${count(missing)} not found.`);
  return { done, skipped: skipped.length, notFound: missing, message: parts.join(' ') };
}
