/**
 * The named groups of item statuses the server and screens ask about ("is it on the floor?", "is it sold?"), in one
 * table typed by the status enum: a misspelt or removed status is a type error here, not a silent miss in a query.
 */
import { type InventoryStatus, SAFE_MODE_LOCKED_STATUSES, UNSOLD_WITHDRAWABLE_STATUSES } from '../statuses';

export type StatusGroup = 'live' | 'unsold' | 'sold' | 'held' | 'intake' | 'placeholder' | 'closed';

export const STATUS_GROUPS = {
  /**
   * On the floor and for sale, or listed with a request pending: what counts as stock, as "active listings" and
   * "active inventory value", and what still runs on its consignment terms.
   */
  live: [
    'Active',
    'RequestPriceChange',
    'StoreRequestPriceChange',
    'RequestWithdrawal',
    'WithdrawalDeclined',
  ],
  /** Not sold and not returned: the payout is not settled, so fees follow the consigner's current type. */
  unsold: UNSOLD_WITHDRAWABLE_STATUSES,
  /** Sold from soldOn on, whether paid out yet or not; PendingSale (order placed, not paid) is not a sale yet. */
  sold: ['Sold', 'Paid'],
  /** Claimed by an order (placed or paid) or paid out: another order cannot take it; safe status mode locks it. */
  held: SAFE_MODE_LOCKED_STATUSES,
  /** Asked for or on its way in, not accepted yet. */
  intake: ['Requested', 'Pending'],
  /** The store-request placeholders: a request to consign or sell, not an item yet. */
  placeholder: ['Consignment', 'Buying'],
  /** Given back or turned down: its details can no longer be edited. */
  closed: ['Withdrawn', 'Declined'],
} as const satisfies Record<StatusGroup, readonly InventoryStatus[]>;

/** Whether a status (typed, or plain text from a row) belongs to a group. */
export function inStatusGroup(group: StatusGroup, status: string): boolean {
  return (STATUS_GROUPS[group] as readonly string[]).includes(status);
}
