import { formatAmount } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import type { SellerSummary } from '../api/get-seller-summary';

/** Total sales (before fees), total payout and pending payout (after fees), with K/M from 1,000 (spec 2 §3). */
export function SummaryCards({ summary, loading }: { summary: SellerSummary | undefined; loading: boolean }) {
  const { currency } = useStore();
  const cards = [
    { key: 'totalSales', title: 'Total sales (before fees)', value: summary?.totalSales },
    { key: 'totalPayout', title: 'Total payout', value: summary?.totalPayout },
    { key: 'pendingPayout', title: 'Pending payout (after fees)', value: summary?.pendingPayout },
  ] as const;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col xs={24} sm={8} key={card.key}>
          <Card size="small" loading={loading && !summary} data-testid={`summary-${card.key}`}>
            <Statistic title={card.title} value={formatAmount(card.value, currency, 'summary')} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
