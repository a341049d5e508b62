/**
 * Staff's bulk terms actions (issue 29, item 6): which selected items an action may touch, and the answer in words.
 * An action touches only items in the state it names: on consignment terms, still live and not already waiting to
 * be returned, and inside the Expiring window (from the warning week before the term ends until the expiry action
 * is applied); a conversion also needs a conversion payout above zero, so no consigner's item is taken for nothing.
 */
import type { AccessControl } from './access';
import { type ConsignmentTerms, conversionPayout, EXPIRY_WARNING_DAYS } from './consignment-terms';
import { addDays, type DateOnly, daysBetween } from './dates';
import type { Money } from './money';

export type BulkTermsAction = 'renew' | 'return' | 'convert';

export const BULK_SKIP_REASONS = [
  'notOnTerms',
  'waitingForReturn',
  'notLive',
  'notExpiringYet',
  'noConversionPayout',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** Statuses the bulk actions act on (RequestWithdrawal is a return already asked for: left alone). */
export const BULK_LIVE_STATUSES: readonly string[] = [
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'WithdrawalDeclined',
];

/**
 * Converting takes a consigner's item into the store's ownership and sets what they are paid for it, so it needs
 * the Consigners access control as well as Inventory (the owner holds every control). Renew and return need
 * Inventory only: they leave the item the consigner's.
 */
export const CONVERT_CONTROLS: readonly AccessControl[] = ['Inventory', 'Consigners'];
export const CONVERT_REFUSED =
  'Converting items to store stock takes them from their consigners: it needs both the Inventory and the Consigners access controls. Ask the store owner.';

export interface BulkItem {
  status: string;
  /** null: no terms, or their expiry action was already applied. */
  term: { terms: ConsignmentTerms; expiresOn: DateOnly; listed: Money } | null;
}

export type BulkRefusal = { reason: BulkSkipReason; daysLeft?: number };

/** The first day a bulk action may touch an item: the first day of the warning week the Expiring list shows. */
export const bulkActionFrom = (expiresOn: DateOnly): DateOnly => addDays(expiresOn, -EXPIRY_WARNING_DAYS);

/** null when `action` may touch the item on `today`, otherwise why not. */
export function bulkRefusal(action: BulkTermsAction, item: BulkItem, today: DateOnly): BulkRefusal | null {
  if (!item.term) return { reason: 'notOnTerms' };
  if (item.status === 'RequestWithdrawal') return { reason: 'waitingForReturn' };
  if (!BULK_LIVE_STATUSES.includes(item.status)) return { reason: 'notLive' };
  if (today < bulkActionFrom(item.term.expiresOn))
    return { reason: 'notExpiringYet', daysLeft: daysBetween(today, item.term.expiresOn) };
  if (action === 'convert' && conversionPayout(item.term.terms, item.term.listed) <= 0)
    return { reason: 'noConversionPayout' };
  return null;
}

const DONE: Record<BulkTermsAction, string> = {
  renew: 'renewed',
  return: 'set aside to return to the consigner',
  convert: 'converted to store stock',
};

export const SKIP_WORDS: Record<BulkSkipReason, string> = {
  notOnTerms: 'not on consignment terms (or already returned or converted)',
  waitingForReturn: 'already waiting to be returned',
  notLive: 'sold or no longer in stock',
  notExpiringYet: `not expiring yet (more than ${EXPIRY_WARNING_DAYS} days left)`,
  noConversionPayout: 'whose terms pay the consigner nothing on conversion',
};

export interface SkippedItem {
  code: string;
  reason: BulkSkipReason;
  daysLeft?: number;
}

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'} left`;
const SHOWN = 5;

function skipPart(reason: BulkSkipReason, list: SkippedItem[]): string {
  const shown = list
    .slice(0, SHOWN)
    .map((s) => (s.daysLeft === undefined ? s.code : `${s.code}, ${days(s.daysLeft)}`));
  const more = list.length > SHOWN ? `; ${list.length - SHOWN} more` : '';
  const words = reason === 'notExpiringYet' ? 'not expiring yet' : SKIP_WORDS[reason];
  return `${list.length} ${words} (${shown.join('; ')}${more})`;
}

/** Counts per reason, and the answer in words: "2 items converted to store stock. 1 item skipped: ...". */
export function bulkOutcome(action: BulkTermsAction, done: number, skipped: SkippedItem[], notFound: number) {
  const skippedBy = Object.fromEntries(BULK_SKIP_REASONS.map((r) => [r, 0])) as Record<
    BulkSkipReason,
    number
  >;
  for (const s of skipped) skippedBy[s.reason]++;
  const parts = [`${items(done)} ${DONE[action]}.`];
  if (skipped.length > 0) {
    const byReason = BULK_SKIP_REASONS.filter((r) => skippedBy[r] > 0).map((r) =>
      skipPart(
        r,
        skipped.filter((s) => s.reason === r),
      ),
    );
    parts.push(`${items(skipped.length)} skipped: ${byReason.join('; ')}.`);
  }
  if (notFound > 0) parts.push(`${items(notFound)} not found.`);
  return { done, skipped: skipped.length, notFound, skippedBy, message: parts.join(' ') };
}
