/** The payout list's orders on a phone, where the table's sortable Price and Date sold columns are cards. */
export const PAYOUT_SORTS = [
  { value: 'dateDesc', label: 'Newest sold' },
  { value: 'dateAsc', label: 'Oldest sold' },
  { value: 'priceDesc', label: 'Highest price' },
  { value: 'priceAsc', label: 'Lowest price' },
] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number]['value'];

const time = (value: string | null) => (value ? new Date(value).getTime() : 0);

/** A sorted copy: by date sold or by price, the other as tie-break (newest first, as the table starts). */
export function sortPayoutLines<T extends { price: number; soldOn: string | null }>(
  lines: readonly T[],
  sort: PayoutSort,
): T[] {
  const byDate = (a: T, b: T) => time(a.soldOn) - time(b.soldOn);
  const byPrice = (a: T, b: T) => a.price - b.price;
  const compare: Record<PayoutSort, (a: T, b: T) => number> = {
    dateDesc: (a, b) => byDate(b, a) || byPrice(b, a),
    dateAsc: (a, b) => byDate(a, b) || byPrice(a, b),
    priceDesc: (a, b) => byPrice(b, a) || byDate(b, a),
    priceAsc: (a, b) => byPrice(a, b) || byDate(b, a),
  };
  return [...lines].sort(compare[sort]);
}
