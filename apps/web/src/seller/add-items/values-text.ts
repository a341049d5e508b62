import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import { valuesTotal } from '@backroom/domain/payouts';
import { useStore } from '@web/shared/store/store-context';
import type { CartLine } from './review-cart';

/** "Values": the currency symbol and Σ payout × quantity with 2 decimals. */
export function useValuesText(lines: readonly CartLine[]): string {
  const { currency } = useStore();
  const total = valuesTotal(
    lines.map((l) => ({ payout: toMinor(l.payout, currency), quantity: l.quantity })),
  );
  return formatMoney(total, currency);
}
