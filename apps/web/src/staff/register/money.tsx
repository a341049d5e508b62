import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';

/** An amount in minor units, in the store's currency, through the one money formatter. */
export function useMoney() {
  const { currency } = useStore();
  return { currency, format: (minor: number) => formatMoney(minor, currency) };
}

export function ItemPrice({ major }: { major: number }) {
  const { currency, format } = useMoney();
  return <>{format(toMinor(major, currency))}</>;
}
