import { formatMoney } from '@backroom/domain/format';
import { toMinor } from '@backroom/domain/money';

/** An API amount (decimal major units) with the store's currency; a dash when there is none. */
export function formatAmount(value: number | string | null | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return '—';
  try {
    return formatMoney(toMinor(value, currency), currency);
  } catch {
    return String(value);
  }
}
