import { formatShortDate } from '@backroom/domain/dates';
import { formatMoney } from '@backroom/domain/money-format';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { PayoutStatement } from '../api/get-payouts';

const STATUS_TEXT: Record<PayoutStatement['status'], { tag: string; color: string; net: string }> = {
  Paid: { tag: 'Paid', color: 'green', net: 'Sent to you' },
  Pending: { tag: 'Pending', color: 'gold', net: 'To be sent' },
  Failed: { tag: 'Failed', color: 'red', net: 'Not sent yet' },
};

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={12}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The consigner's payouts as statements (issue 29): what the items earned, each deduction on its own line, and
 * the net, which is the amount the transfer and the e-mail carry, to the cent.
 */
export function PayoutStatements({
  statements,
  currency,
}: {
  statements: readonly PayoutStatement[];
  currency: string;
}) {
  if (statements.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <section aria-labelledby="payout-statements-title" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="payout-statements-title" style={{ fontSize: 16, marginTop: 0 }}>
        Statements
      </Typography.Title>
      <Flex vertical gap={8}>
        {statements.map((st) => {
          const status = STATUS_TEXT[st.status];
          return (
            <Card size="small" key={st.payoutId} data-testid="payout-statement" style={{ maxWidth: 560 }}>
              <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
                <Typography.Text strong>
                  {st.name} · {formatShortDate(st.paidAt ?? st.createdAt)}
                </Typography.Text>
                <Tag color={status.color}>{status.tag}</Tag>
              </Flex>
              <Line
                label={st.itemCount === 1 ? '1 item sold' : `${st.itemCount} items sold`}
                amount={money(st.gross)}
              />
              {st.deductions.map((d) => (
                <Line key={`${d.kind}-${d.itemCode ?? ''}`} label={d.label} amount={`−${money(d.amount)}`} />
              ))}
              <Line label={status.net} amount={money(st.net)} strong />
            </Card>
          );
        })}
      </Flex>
    </section>
  );
}
