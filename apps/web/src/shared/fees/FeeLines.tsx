import { FEE_LINE_COUNT, type FeeQuote, feeLinesOf } from '@backroom/domain/fee-quote';
import { formatAmount } from '@backroom/domain/money-format';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';

/**
 * Every fee the engine took from one unit, each on its own line (spec 1 §listing: transaction, selling,
 * cleaning, box, VAT); zero lines fold into "No other fees", a non-zero line is never hidden. A balance the
 * consigner owes is said once below, as taken from the next payout. The same breakdown on the seller's wizard, review and item screens and the staff modal.
 */
export function FeeLines({ quote, currency, testId }: { quote: FeeQuote; currency: string; testId: string }) {
  if (quote.storeOwned) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId}>
        Store-owned: no fees
      </Typography.Text>
    );
  }
  const lines = feeLinesOf(quote);
  const folded = lines.length < FEE_LINE_COUNT;
  return (
    <Flex vertical gap={0} data-testid={testId} style={{ fontSize: 12, minWidth: 240, maxWidth: 420 }}>
      {lines.map((line) => (
        <Flex key={line.key} justify="space-between" gap={12} data-testid={`${testId}-${line.key}`}>
          <Typography.Text type="secondary">{line.label}</Typography.Text>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            −{formatAmount(line.amount, currency)}
          </Typography.Text>
        </Flex>
      ))}
      {folded && (
        <Typography.Text type="secondary" data-testid={`${testId}-none`}>
          {lines.length === 0 ? 'No fees' : 'No other fees'}
        </Typography.Text>
      )}
      <Flex justify="space-between" gap={12} data-testid={`${testId}-total`}>
        <Typography.Text>Total fees</Typography.Text>
        <Typography.Text>{formatAmount(quote.total, currency)}</Typography.Text>
      </Flex>
      {quote.balanceOwed > 0 && (
        <Typography.Text type="secondary" data-testid={`${testId}-balance`}>
          A balance of {formatAmount(quote.balanceOwed, currency)} owed to the store is taken once from the
          next payout, not from this item.
        </Typography.Text>
      )}
    </Flex>
  );
}
