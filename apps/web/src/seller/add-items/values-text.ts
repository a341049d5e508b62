import { currencySymbol, formatPayout } from '@backroom/domain/format';
import { toMinor } from '@backroom/domain/money';
import { valuesTotal } from '@backroom/domain/payouts';
import { useStore } from '@web/shared/store/store-context';
import type { CartLine } from './review-cart';

/** "Values": the currency symbol and Σ payout × quantity with 2 decimals. */
export function useValuesText(lines: readonly CartLine[]): string {
  const { currency } = useStore();
  const total = valuesTotal(
    lines.map((l) => ({ payout: toMinor(l.payout, currency), quantity: l.quantity })),
  );
  return `${currencySymbol(currency)}${formatPayout(total, currency, 'total')}`;
}
