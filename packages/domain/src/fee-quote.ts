import type { z } from 'zod';
import type { feeQuote } from './contract/inventory';

/** The answer of POST /api/inventories/fees (spec 2 §7), in major units: the response schema's type. */
export type FeeQuote = z.output<typeof feeQuote>;

export interface FeeLine {
  key: 'selling' | 'transcation' | 'cleaning' | 'box' | 'vat' | 'negativeBalance';
  label: string;
  amount: number;
}

export const FEE_LINE_LABELS: readonly (readonly [FeeLine['key'], string])[] = [
  ['selling', 'Selling fee'],
  ['transcation', 'Transaction fee'],
  ['cleaning', 'Cleaning fee'],
  ['box', 'Box fee'],
  ['vat', 'VAT'],
];

/** How many fee lines a quote can have: fewer than all of them fold the rest into "No other fees". */
export const FEE_LINE_COUNT = FEE_LINE_LABELS.length;

/**
 * Every fee line of a quote that is not zero, in the order the engine computes them. A balance owed is not a fee
 * line: it is taken once from the next payout (quote.balanceOwed), never from an item.
 */
export function feeLinesOf(quote: FeeQuote): FeeLine[] {
  return FEE_LINE_LABELS.map(([key, label]) => ({ key, label, amount: quote[key] })).filter(
    (line) => line.amount !== 0,
  );
}
