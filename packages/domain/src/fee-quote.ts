import type { z } from 'zod';
import type { feeQuote } from './contract/inventory';

/** The answer of POST /api/inventories/fees (spec 2 §7), in major units: the response schema's type. */
export type FeeQuote = z.output<typeof feeQuote>;

export interface FeeLine {
  key: 'selling' | 'transcation' | 'cleaning' | 'box' | 'vat' | 'negativeBalance';
  label: string;
  amount: number;
}

const LINE_LABELS: readonly (readonly [FeeLine['key'], string])[] = [
  ['selling', 'Selling fee'],
  ['transcation', 'Transaction fee'],
  ['cleaning', 'Cleaning fee'],
  ['box', 'Box fee'],
  ['vat', 'VAT'],
  ['negativeBalance', 'Outstanding withdrawal fees'],
];

/** Every fee line of a quote that is not zero, in the order the engine computes them. */
export function feeLinesOf(quote: FeeQuote): FeeLine[] {
  return LINE_LABELS.map(([key, label]) => ({ key, label, amount: quote[key] })).filter(
    (line) => line.amount !== 0,
  );
}
