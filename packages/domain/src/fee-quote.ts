/**
 * The answer of POST /api/inventories/fees (spec 2 §7), in major units. The server builds it with
 * `satisfies FeeQuote` and both web apps read it through this type, so neither side can drift.
 */
export interface FeeQuote {
  payout: number;
  /** The spec's name for the fees taken (equal to total). */
  payoutFee: number;
  total: number;
  selling: number;
  /** The spec's spelling of "transaction". */
  transcation: number;
  cleaning: number;
  box: number;
  services: number;
  vat: number;
  /** Outstanding withdrawal fees recovered from this item. */
  negativeBalance: number;
  /** The consigner is the store's own account: no fees, cost instead of payout. */
  storeOwned: boolean;
  zeroPayout: 'none' | 'zeroPayout' | 'zeroPayoutWithSellingFee';
  quantity: number;
  totalPayout: number;
}

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
