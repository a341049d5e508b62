import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { type DateRange, dashboardDateRange } from '@backroom/domain/dates';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStoreToday } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Metric, ShopReport } from './api/report-types';
import { useExportShopReport, useShopReport } from './api/reports';
import { DailyChart } from './charts/DailyChart';
import { BreakdownList } from './common/BreakdownList';
import { axisAmount, exactAmount, pendingSplitText, shortCount } from './common/format';
import { ReportRangePicker } from './common/ReportRangePicker';
import { StatTile } from './common/StatTile';
import { StoreSummaryCard } from './StoreSummaryCard';

/** Zips metrics' daily series into chart rows by date. */
function rows(metrics: Record<string, Metric['daily']>): Record<string, string | number>[] {
  const [first] = Object.values(metrics);
  return (first ?? []).map((d, i) => {
    const row: Record<string, string | number> = { date: d.date };
    for (const [key, series] of Object.entries(metrics)) row[key] = series[i]?.value ?? 0;
    return row;
  });
}

/** /reports: the shop report of spec 3 §3 with charts, tables, CSV export and the store sale payout summary. */
export function ShopReportPage() {
  // The last 30 days up to today in the store's time zone, where the reports' days start and end.
  const today = useStoreToday();
  const [range, setRange] = useState<DateRange>(() => dashboardDateRange(today));
  const query = useShopReport(range);
  const exporting = useExportShopReport();
  const r = query.data;
  return (
    <>
      <PageHeader
        title="Shop report"
        extra={
          <Flex gap={8} wrap>
            <ReportRangePicker value={range} onChange={setRange} />
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate(range)}
            >
              Export CSV
            </Button>
          </Flex>
        }
      />
      {query.isError && <Alert type="error" showIcon title="The report could not be loaded." />}
      {query.isPending && <Card loading aria-label="Loading report" />}
      {r && <Report r={r} />}
      <div style={{ marginTop: 16 }}>
        <StoreSummaryCard range={range} />
      </div>
    </>
  );
}

function Report({ r }: { r: ShopReport }) {
  // The report spells every amount out (the spec names no abbreviation here), as the dashboard's tiles do beneath
  // their abbreviated figure, so the two read alike for the same period.
  const money = (v: number) => exactAmount(v, r.currency);
  const axis = (v: number) => axisAmount(v, r.currency);
  const tile = (testId: string, title: string, m: Metric, isMoney: boolean, inverse = false) => (
    <Col xs={24} sm={12} lg={8}>
      <StatTile
        testId={testId}
        title={title}
        inverse={inverse}
        value={isMoney ? money(m.total) : shortCount(m.total)}
        growth={m.growth}
        previous={isMoney ? money(m.previous) : shortCount(m.previous)}
      />
    </Col>
  );
  const p = r.totalPendingPayouts;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {tile('report-sales', 'Sales', r.sales, true)}
        {tile('report-profit', 'Profit', r.profit, true)}
        {tile('report-active', 'Active listings (end of range)', r.activeListings, false)}
        {tile('report-new', 'New listings', r.newListings, false)}
        {tile('report-value', 'Total inventory value (end of range)', r.totalInventoryValue, true)}
        <Col xs={24} sm={12} lg={8}>
          <StatTile
            testId="report-pending"
            title="Total pending payouts (now)"
            value={money(p.total)}
            growth={p.growth}
            growthOf="became owed"
            footer={`${money(p.accrued)} became owed in range, ${money(p.buyingDue)} for items the store bought`}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card size="small" title="Pending price requests">
            <Link to="/pendingPriceChangeInventory">{r.pendingPriceRequests} waiting</Link>
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small" title="Pending withdrawal requests">
            <Link to="/pendingWithdrawalInventory">{r.pendingWithdrawalRequests} waiting</Link>
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small" title="Pending payouts">
            <Link to="/pendingPayouts" data-testid="report-pending-split">
              {pendingSplitText(r.pendingPayouts, r.currency)}
            </Link>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Sales and profit">
            <DailyChart
              label="Sales and profit"
              data={rows({ sales: r.sales.daily, profit: r.profit.daily })}
              formatLeft={axis}
              exactLeft={money}
              series={[
                { key: 'sales', label: 'Sales', color: '#1677ff', kind: 'line' },
                { key: 'profit', label: 'Profit', color: '#52c41a', kind: 'line' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Listings">
            <DailyChart
              label="Listings"
              countsLeft
              data={rows({ active: r.activeListings.daily, added: r.newListings.daily })}
              formatLeft={shortCount}
              formatRight={shortCount}
              series={[
                { key: 'active', label: 'Active listings', color: '#13c2c2', kind: 'line' },
                { key: 'added', label: 'New listings', color: '#722ed1', kind: 'bar', right: true },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Inventory value">
            <DailyChart
              label="Inventory value"
              data={rows({ value: r.totalInventoryValue.daily })}
              formatLeft={axis}
              exactLeft={money}
              series={[{ key: 'value', label: 'Inventory value', color: '#fa8c16', kind: 'line' }]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Payouts owed and paid">
            <DailyChart
              label="Payouts owed and paid"
              data={rows({ owed: p.daily, paid: p.paidDaily })}
              formatLeft={axis}
              exactLeft={money}
              series={[
                { key: 'owed', label: 'Became owed', color: '#faad14', kind: 'bar' },
                { key: 'paid', label: 'Paid', color: '#52c41a', kind: 'bar' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Consigners by sales volume">
            <BreakdownList
              testId="report-consigners"
              rows={r.consignersBySalesVolume}
              rowKey={(c) => c.consignerId}
              columns={[
                { title: 'Consigner', render: (c) => c.name },
                { title: 'Sold', render: (c) => c.soldUnits, align: 'right' },
                { title: 'Sales', render: (c) => money(c.sales), align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Live inventory by age">
            <BreakdownList
              testId="report-age"
              rows={r.inventoriesByAge}
              rowKey={(a) => a.bucket}
              columns={[
                { title: 'Age', render: (a) => a.bucket },
                { title: 'Items', render: (a) => a.count, align: 'right' },
                { title: 'Value', render: (a) => money(a.value), align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Live inventory by category">
            <BreakdownList
              testId="report-category"
              rows={r.inventoriesByCategory}
              rowKey={(c) => c.category}
              columns={[
                { title: 'Category', render: (c) => c.category },
                { title: 'Items', render: (c) => c.count, align: 'right' },
                { title: 'Value', render: (c) => money(c.value), align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Live inventory by location">
            <BreakdownList
              testId="report-location"
              rows={r.inventoriesByLocation}
              rowKey={(l) => l.locationId ?? 0}
              columns={[
                { title: 'Location', render: (l) => l.location },
                { title: 'Items', render: (l) => l.count, align: 'right' },
                { title: 'Value', render: (l) => money(l.value), align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
