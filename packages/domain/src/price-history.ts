/**
 * An item's money history (issue 29 item 3): every price change and markdown with its day, the old and new price,
 * the consigner's payout before and after, and for a markdown who bore it. Read from the item's inventory log:
 * a row that changed `price` is one entry; the same row's `payoutAmount` change gives the payout, and the terms
 * clock logs `markdownBorneBy` beside a markdown. Pure, in minor units.
 */
import type { MarkdownAbsorber } from './consignment-terms';
import type { Money } from './money';
import { formatMoney } from './money-format';

/** The log field the terms clock writes beside a markdown's price: who bore it. */
export const MARKDOWN_BORNE_BY_FIELD = 'markdownBorneBy';

export interface PriceLogRow {
  id: number;
  createdAt: Date | string;
  action: string;
  modifiedFields: { variableChanged: string; beforeValue: unknown; afterValue: unknown }[];
}

export interface PriceHistoryEntry {
  id: number;
  at: Date | string;
  kind: 'markdown' | 'priceChange';
  /** A markdown's step, as the clock logged it ("step 2 of 3"); null for other price changes. */
  step: number | null;
  of: number | null;
  oldPrice: Money;
  newPrice: Money;
  /** Null when the change did not move the payout or it was not recorded (markdowns logged before issue 29). */
  payoutBefore: Money | null;
  payoutAfter: Money | null;
  borneBy: MarkdownAbsorber | null;
  /** The logged call, e.g. acceptInventoryPrice or update (staff edit). */
  action: string;
}

const MARKDOWN = /^Automatic markdown, step (\d+) of (\d+)/;
const BORNE: ReadonlySet<string> = new Set(['store', 'consigner', 'shared']);

const money = (v: unknown): Money | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Who bore a markdown, from how much of the price reduction came off the consigner's payout basis. */
export function markdownBorneBy(reduction: Money, consignerPart: Money): MarkdownAbsorber {
  if (consignerPart <= 0) return 'store';
  if (consignerPart >= reduction) return 'consigner';
  return 'shared';
}

/** The history entries of an item's log rows, oldest first. A price first set (no old price) is no change. */
export function priceHistory(rows: readonly PriceLogRow[]): PriceHistoryEntry[] {
  const entries: PriceHistoryEntry[] = [];
  for (const row of rows) {
    const field = (name: string) => row.modifiedFields.find((f) => f.variableChanged === name);
    const price = field('price');
    const oldPrice = money(price?.beforeValue);
    const newPrice = money(price?.afterValue);
    if (oldPrice === null || newPrice === null || oldPrice === newPrice) continue;
    const payout = field('payoutAmount');
    const borne = field(MARKDOWN_BORNE_BY_FIELD)?.afterValue;
    const step = MARKDOWN.exec(row.action);
    entries.push({
      id: row.id,
      at: row.createdAt,
      kind: step ? 'markdown' : 'priceChange',
      step: step ? Number(step[1]) : null,
      of: step ? Number(step[2]) : null,
      oldPrice,
      newPrice,
      payoutBefore: money(payout?.beforeValue),
      payoutAfter: money(payout?.afterValue),
      borneBy: typeof borne === 'string' && BORNE.has(borne) ? (borne as MarkdownAbsorber) : null,
      action: row.action,
    });
  }
  return entries.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime() || a.id - b.id);
}

const PRICE_CHANGE_WORDS: Record<string, string> = {
  acceptInventoryPrice: 'Price change accepted',
  acceptStorePriceChange: "Store's price accepted",
  update: 'Price changed by the store',
};

/**
 * One entry in words, without its date: "Markdown 2 of 3: $150.00 → $135.00 · your payout $132.24 → $124.76 ·
 * borne by you". `viewer` says "you"/"your" to the consigner and "the consigner" to staff.
 */
export function priceHistoryLine(
  entry: Pick<
    PriceHistoryEntry,
    'kind' | 'step' | 'of' | 'oldPrice' | 'newPrice' | 'payoutBefore' | 'payoutAfter'
  > & {
    borneBy: MarkdownAbsorber | null;
    action: string;
  },
  currency: string,
  viewer: 'consigner' | 'staff',
): string {
  const m = (v: Money) => formatMoney(v, currency);
  const what =
    entry.kind === 'markdown'
      ? `Markdown${entry.step !== null ? ` ${entry.step} of ${entry.of}` : ''}`
      : (PRICE_CHANGE_WORDS[entry.action] ?? 'Price change');
  const parts = [`${what}: ${m(entry.oldPrice)} → ${m(entry.newPrice)}`];
  const whose = viewer === 'consigner' ? 'your payout' : 'payout';
  if (entry.payoutBefore !== null && entry.payoutAfter !== null)
    parts.push(`${whose} ${m(entry.payoutBefore)} → ${m(entry.payoutAfter)}`);
  if (entry.borneBy) {
    const consigner = viewer === 'consigner' ? 'you' : 'the consigner';
    parts.push(
      entry.borneBy === 'store'
        ? 'borne by the store'
        : entry.borneBy === 'consigner'
          ? `borne by ${consigner}`
          : `shared by ${consigner} and the store`,
    );
  }
  return parts.join(' · ');
}
