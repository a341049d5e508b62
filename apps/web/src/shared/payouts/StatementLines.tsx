import type { PayoutStatementMinor } from '@backroom/domain/contract/payouts';
import { formatMoney } from '@backroom/domain/money-format';
import { type StatementRow, statementRows } from '@backroom/domain/payout-statement';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';

/** Signed as the PDF, the CSV and the e-mail write it: "-$12.50" for what was taken. */
const signed = (minor: number, currency: string) => formatMoney(minor, currency);

function Row({ row, currency }: { row: StatementRow; currency: string }) {
  const indented = row.kind === 'fee' || row.kind === 'itemPayout';
  const strong = row.kind === 'net' || row.kind === 'item';
  const label = row.kind === 'item' ? `${row.itemCode} · ${row.label}` : row.label;
  return (
    <Flex
      justify="space-between"
      gap={12}
      data-testid={`statement-row-${row.kind}`}
      style={{
        paddingInlineStart: indented ? 16 : 0,
        marginTop: row.kind === 'item' || row.kind === 'net' ? 6 : 0,
        borderTop: row.kind === 'net' ? '1px solid rgba(0,0,0,0.15)' : undefined,
        paddingTop: row.kind === 'net' ? 6 : 0,
      }}
    >
      <Typography.Text
        strong={strong}
        type={row.kind === 'fee' ? 'secondary' : undefined}
        style={{ minWidth: 0 }}
      >
        {label}
      </Typography.Text>
      <Typography.Text
        strong={strong}
        type={row.kind === 'fee' ? 'secondary' : undefined}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {signed(row.amount, currency)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A payout statement line by line (issue 29), the same rows in the same words as its PDF, CSV and e-mail: each
 * item with its price, each fee and its payout, then every deduction, then the net that was (or will be) sent.
 */
export function StatementLines({
  statement,
  currency,
}: {
  statement: PayoutStatementMinor;
  currency: string;
}) {
  return (
    <Flex vertical data-testid="statement-lines">
      {statementRows(statement).map((row, index) => (
        // Rows have no identity of their own: an item's fees repeat labels across items.
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one statement never reorder
        <Row key={index} row={row} currency={currency} />
      ))}
    </Flex>
  );
}
