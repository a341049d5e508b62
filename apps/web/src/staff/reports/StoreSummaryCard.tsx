import type { DateRange } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useStoreSummary } from './api/reports';

/** The store sale payout summary (spec 3 §3) for the same range as the report. */
export function StoreSummaryCard({ range }: { range: DateRange }) {
  const query = useStoreSummary(range);
  const s = query.data;
  const money = (v: number) => formatAmount(v, s?.currency ?? 'USD');
  return (
    <Card title="Store sale payout summary" loading={query.isPending} data-testid="store-summary">
      {query.isError && <Alert type="error" showIcon title="The summary could not be loaded." />}
      {s && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="Sales">{money(s.sales.total)}</Descriptions.Item>
          <Descriptions.Item label="Profit">{money(s.profit.total)}</Descriptions.Item>
          <Descriptions.Item label="Sold inventory">
            {s.soldInventory.count} items, {money(s.soldInventory.amount)}
          </Descriptions.Item>
          <Descriptions.Item label="Active inventory">
            {s.activeInventory.count} items, {money(s.activeInventory.amount)}
          </Descriptions.Item>
          <Descriptions.Item label="Store inventory">
            {s.storeInventory.count} items, {money(s.storeInventory.amount)} (cost{' '}
            {money(s.storeInventory.cost)})
          </Descriptions.Item>
          <Descriptions.Item label="Consigner inventory">
            {s.consignerInventory.count} items, {money(s.consignerInventory.amount)}
          </Descriptions.Item>
          <Descriptions.Item label="Consigners">
            {s.totalConsigners} ({s.newConsigners} new in range)
          </Descriptions.Item>
          <Descriptions.Item label="Payouts paid">{money(s.payouts.paid)}</Descriptions.Item>
          <Descriptions.Item label="Payouts pending">
            {money(s.payouts.total)} ({money(s.payouts.owed)} for sales, {money(s.payouts.buyingDue)} ready to
            pay)
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
