import type { FeeQuote } from '@backroom/domain/fee-quote';
import { messages, zeroPayoutNote } from '@backroom/domain/messages';
import { currencySymbol, formatAmount, formatMoney } from '@backroom/domain/money-format';
import { FeeLines } from '@web/shared/fees/FeeLines';
import { Spinner } from '@web/shared/layout/Spinner';
import { useStore } from '@web/shared/store/store-context';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { type AddLine, useFees, usePreapproval, type VariantPrice } from '../api/add-items';
import { useDebounced } from './use-debounced';

/** The step's number boxes (empty is null) and the line's services as the add call takes them. */
export type PriceValues = Pick<AddLine, 'services'> & { price?: number | null; quantity?: number | null };

/**
 * PRICE: price and quantity with the live payout and fees (a newer price aborts the quote in flight), the
 * store's price alert (golden border and its warning text) and the zero-payout notes (spec 2 §5).
 */
export function PriceStep({
  variant,
  values,
  onChange,
  onQuote,
}: {
  variant: Omit<VariantPrice, 'price'>;
  values: PriceValues;
  onChange: (values: PriceValues) => void;
  /** The fee quote of one unit once quoted (null while unknown). */
  onQuote: (quote: FeeQuote | null) => void;
}) {
  const { currency } = useStore();
  const price = values.price ?? 0;
  const quantity = values.quantity ?? 1;
  const settled = useDebounced(price, 250);
  const services = values.services ?? {};
  const quoting = settled > 0 ? { ...variant, price: settled, quantity, services } : null;
  const fees = useFees(quoting);
  const check = usePreapproval(quoting);
  const waiting = settled !== price || fees.isFetching;
  const quote = !waiting && fees.data ? fees.data : null;
  useEffect(() => onQuote(quote), [quote, onQuote]);
  const alert = check.data?.priceAlert && settled === price;
  const notAPrice = values.price !== null && values.price !== undefined && values.price <= 0;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 420 }}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          Price
        </Typography.Text>
        <InputNumber
          step={1}
          prefix={currencySymbol(currency)}
          value={values.price ?? null}
          onChange={(price) => onChange({ ...values, price: price === null ? null : Number(price) })}
          status={notAPrice ? 'error' : alert ? 'warning' : undefined}
          style={{
            width: '100%',
            ...(alert ? { borderColor: '#d4b106', boxShadow: '0 0 0 2px #fadb14' } : {}),
          }}
          data-testid="wizard-price"
          aria-label="Price"
        />
      </label>
      {notAPrice && (
        <Typography.Text type="danger" data-testid="wizard-price-error">
          {messages.priceAboveZero}
        </Typography.Text>
      )}
      {alert && (
        <Typography.Text type="warning" data-testid="price-alert">
          {check.data?.warnText || 'This price is above the lowest price in the store.'}
        </Typography.Text>
      )}
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          Quantity
        </Typography.Text>
        <InputNumber
          min={1}
          precision={0}
          value={values.quantity ?? 1}
          onChange={(quantity) =>
            onChange({ ...values, quantity: quantity === null ? null : Number(quantity) })
          }
          style={{ width: '100%' }}
          data-testid="wizard-quantity"
          aria-label="Quantity"
        />
      </label>
      <Flex vertical gap={4}>
        <Typography.Text strong>Services</Typography.Text>
        <Checkbox
          checked={Boolean(services.cleaning)}
          onChange={(e) => onChange({ ...values, services: { ...services, cleaning: e.target.checked } })}
          data-testid="wizard-cleaning"
        >
          Cleaning
        </Checkbox>
        <Checkbox
          checked={Boolean(services.box)}
          onChange={(e) => onChange({ ...values, services: { ...services, box: e.target.checked } })}
          data-testid="wizard-box"
        >
          Replacement box
        </Checkbox>
      </Flex>
      <Flex
        vertical
        gap={2}
        data-testid="wizard-fees"
        data-state={!quoting ? 'idle' : waiting ? 'loading' : 'ready'}
        aria-live="polite"
      >
        {!quoting ? (
          <Typography.Text type="secondary">Payout: enter a price</Typography.Text>
        ) : (
          <>
            <Flex gap={6} align="center">
              <Typography.Text>Payout</Typography.Text>
              <Typography.Text strong data-testid="wizard-payout">
                {fees.data ? formatAmount(fees.data.payout, currency) : '—'}
              </Typography.Text>
              {waiting && <Spinner size="small" label="Calculating fees" />}
            </Flex>
            {fees.data && <FeeLines quote={fees.data} currency={currency} testId="wizard-fee-lines" />}
            {quote?.zeroPayout === 'zeroPayout' && (
              <Typography.Text type="warning">{zeroPayoutNote(formatMoney(0, currency))}</Typography.Text>
            )}
            {quote?.zeroPayout === 'zeroPayoutWithSellingFee' && (
              <Typography.Text type="warning">{messages.zeroPayoutWithSellingFee}</Typography.Text>
            )}
            {fees.isError && <Typography.Text type="danger">{fees.error.message}</Typography.Text>}
          </>
        )}
      </Flex>
    </Flex>
  );
}
