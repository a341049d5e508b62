import { formatShortDate } from '@backroom/domain/dates';
import { StatementDownloads } from '@web/shared/payouts/StatementDownloads';
import { StatementLines } from '@web/shared/payouts/StatementLines';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { PayoutStatement } from '../api/get-payouts';

const STATUS_TAG: Record<PayoutStatement['status'], { tag: string; color: string }> = {
  Paid: { tag: 'Paid', color: 'green' },
  Pending: { tag: 'Pending', color: 'gold' },
  Failed: { tag: 'Failed', color: 'red' },
};

/**
 * The consigner's payouts as statements (issue 29): what the items earned, each deduction on its own line, and
 * the net, which is the amount the transfer and the e-mail carry, to the cent.
 */
export function PayoutStatements({
  consignerId,
  statements,
  currency,
}: {
  consignerId: number;
  statements: readonly PayoutStatement[];
  currency: string;
}) {
  if (statements.length === 0) return null;
  return (
    <section aria-labelledby="payout-statements-title" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="payout-statements-title" style={{ fontSize: 16, marginTop: 0 }}>
        Statements
      </Typography.Title>
      <Flex vertical gap={8}>
        {statements.map((st) => {
          const status = STATUS_TAG[st.status];
          return (
            <Card size="small" key={st.payoutId} data-testid="payout-statement" style={{ maxWidth: 560 }}>
              <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
                <Typography.Text strong>
                  {st.name} · {formatShortDate(st.paidAt ?? st.createdAt)}
                </Typography.Text>
                <Tag color={status.color}>{status.tag}</Tag>
              </Flex>
              <StatementLines statement={st} currency={currency} />
              <StatementDownloads consignerId={consignerId} payoutId={st.payoutId} name={st.name} />
            </Card>
          );
        })}
      </Flex>
    </section>
  );
}
