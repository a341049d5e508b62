import type { FeeQuote } from '@backroom/domain/fee-quote';
import { type FeeBreakdown, zeroPayoutKind } from '@backroom/domain/fees';
import { messages, zeroPayoutNote } from '@backroom/domain/messages';
import { formatAmount, formatMoney } from '@backroom/domain/money-format';
import { FeeLines } from '@web/shared/fees/FeeLines';
import { Spinner } from '@web/shared/layout/Spinner';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { type FeeRequest, useFees } from '../api/quote-fees';
import { minorOf } from '../common/money';
import { useDebounced } from '../common/use-debounced';

/** The zero-payout note of a quote, if any (spec 2 §5). */
export function zeroPayoutText(quote: FeeQuote, currency: string): string | null {
  const minor = (v: number | undefined) => minorOf(v ?? 0, currency) ?? 0;
  const breakdown = {
    selling: minor(quote.selling),
    payout: minor(quote.payout),
    storeOwned: Boolean(quote.storeOwned),
  } as FeeBreakdown;
  const kind = zeroPayoutKind(breakdown);
  if (kind === 'zeroPayout') return zeroPayoutNote(formatMoney(0, currency));
  if (kind === 'zeroPayoutWithSellingFee') return messages.zeroPayoutWithSellingFee;
  return null;
}

/**
 * A line's live payout: POST /api/inventories/fees once typing pauses; a newer quote aborts the one in flight.
 */
export function LineFees({
  request,
  currency,
  testId,
}: {
  request: FeeRequest | null;
  currency: string;
  testId: string;
}) {
  // Compared by value: the line's request object is new on every render.
  const key = request ? JSON.stringify(request) : null;
  const settledKey = useDebounced(key, 250);
  const fees = useFees(settledKey ? (JSON.parse(settledKey) as FeeRequest) : null);
  if (!request) {
    return (
      <Typography.Text type="secondary" data-testid={testId} data-state="idle">
        Payout: enter a price
      </Typography.Text>
    );
  }
  const waiting = settledKey !== key || fees.isFetching;
  if (fees.isError && !waiting) {
    return (
      <Typography.Text type="danger" data-testid={testId} data-state="error">
        {fees.error.message}
      </Typography.Text>
    );
  }
  const quote = fees.data;
  const note = quote && !waiting ? zeroPayoutText(quote, currency) : null;
  return (
    <Flex vertical gap={2} data-testid={testId} data-state={waiting ? 'loading' : 'ready'} aria-live="polite">
      <Flex gap={6} align="center">
        <Typography.Text>Payout</Typography.Text>
        <Typography.Text strong data-testid={`${testId}-payout`}>
          {quote ? formatAmount(quote.payout, currency) : '—'}
        </Typography.Text>
        {waiting && <Spinner size="small" label="Calculating fees" />}
      </Flex>
      {quote && <FeeLines quote={quote} currency={currency} testId={`${testId}-lines`} />}
      {note && (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={`${testId}-zero`}>
          {note}
        </Typography.Text>
      )}
    </Flex>
  );
}
