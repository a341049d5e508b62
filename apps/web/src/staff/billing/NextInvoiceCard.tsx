import { formatAmount } from '@backroom/domain/money-format';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import type { BillingSummary } from './api/types';
import { day } from './billing-words';

/** The upcoming invoice line by line, and the usage behind it (locations pay; items and consigners are shown). */
export function NextInvoiceCard({ billing }: { billing: BillingSummary }) {
  const next = billing.nextInvoice;
  // Lines never reorder: their position is their identity.
  const lines = (next?.lines ?? []).map((line, position) => ({ ...line, id: `line-${position}` }));
  const money = (amount: number) => formatAmount(amount, billing.currency);
  return (
    <Card title={next ? `Next invoice, ${day(next.date)}` : 'Next invoice'}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={8}>
          <Statistic title="Locations" value={billing.usage.locations} />
        </Col>
        <Col xs={8}>
          <Statistic title="Items" value={billing.usage.items} />
        </Col>
        <Col xs={8}>
          <Statistic title="Consigners" value={billing.usage.consigners} />
        </Col>
      </Row>
      {next ? (
        <div data-testid="next-invoice-lines">
          {lines.map((line) => (
            <Flex key={line.id} justify="space-between" gap={12} style={{ padding: '4px 0' }}>
              <Typography.Text>{line.description}</Typography.Text>
              <Typography.Text>{money(line.amount)}</Typography.Text>
            </Flex>
          ))}
          {next.tax > 0 && (
            <Flex justify="space-between" style={{ padding: '4px 0' }}>
              <Typography.Text type="secondary">{next.taxName}</Typography.Text>
              <Typography.Text type="secondary">{money(next.tax)}</Typography.Text>
            </Flex>
          )}
          <Flex
            justify="space-between"
            style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8, marginTop: 4 }}
          >
            <Typography.Text strong>Total</Typography.Text>
            <Typography.Text strong data-testid="next-invoice-total">
              {money(next.total)}
            </Typography.Text>
          </Flex>
        </div>
      ) : (
        <Empty
          description="No further invoices: the subscription is ending."
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      )}
    </Card>
  );
}
