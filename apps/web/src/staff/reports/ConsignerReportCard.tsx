import { type DateRange, defaultDateRange } from '@backroom/domain/dates';
import { statusLabelOf } from '@backroom/domain/statuses';
import { useProductTemplates } from '@web/shared/api/get-product-templates';
import { useStoreToday } from '@web/shared/store/store-context';
import { useFilterOptions } from '@web/staff/inventory/api/get-filter-options';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useState } from 'react';
import type { Breakdown, ProductSales } from './api/report-types';
import { type ConsignerReportFilters, useConsignerReport } from './api/reports';
import { BreakdownList } from './common/BreakdownList';
import { type Choice, consignerFilterChoices } from './common/consigner-filters';
import { axisAmount, exactAmount, shortCount } from './common/format';
import { ReportRangePicker } from './common/ReportRangePicker';
import { StatTile } from './common/StatTile';

// The chart library loads only when a report is shown, not with the consigner page.
const DailyChart = lazy(() => import('./charts/DailyChart').then((m) => ({ default: m.DailyChart })));

/** A consigner's report (spec 1 §7 consignerReport) on the staff consigner page. */
export function ConsignerReportCard({ consignerId }: { consignerId: number }) {
  const today = useStoreToday();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(today));
  const [filters, setFilters] = useState<ConsignerReportFilters>({});
  const query = useConsignerReport(consignerId, range, filters);
  const options = useFilterOptions();
  const templates = useProductTemplates();
  const choices = consignerFilterChoices(
    options.data,
    (templates.data ?? []).map((t) => t.category),
  );
  /** One clearable filter; it wraps to its own line on a phone. */
  const filter = (key: keyof ConsignerReportFilters, label: string, list: Choice[], loading: boolean) => (
    <Select<string>
      placeholder={label}
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      value={filters[key]}
      onChange={(value) => setFilters((f) => ({ ...f, [key]: value || undefined }))}
      options={list}
      // The list may be wider than a narrow box ("RequestWithdrawal").
      popupMatchSelectWidth={false}
      style={{ flex: '1 1 140px', minWidth: 0 }}
      data-testid={`consigner-report-${key}`}
    />
  );
  const r = query.data;
  // A report spells amounts out (the spec names no abbreviation here).
  const money = (v: number) => exactAmount(v, r?.currency ?? 'USD');
  const axis = (v: number) => axisAmount(v, r?.currency ?? 'USD');
  const breakdown = <T extends Breakdown>(
    rows: T[],
    label: string,
    key: (row: T) => string,
    testId: string,
  ) => (
    <BreakdownList
      testId={testId}
      rows={rows}
      rowKey={key}
      columns={[
        { title: label, render: key },
        { title: 'Items', render: (x) => x.count, align: 'right' },
        { title: 'Value', render: (x) => money(x.value), align: 'right' },
      ]}
    />
  );
  const products = (rows: ProductSales[], testId: string) => (
    <BreakdownList
      testId={testId}
      rows={rows}
      rowKey={(p) => p.productId}
      columns={[
        { title: 'Product', render: (p) => p.title },
        { title: 'Sold', render: (p) => p.soldUnits, align: 'right' },
        { title: 'Sales', render: (p) => money(p.sales), align: 'right' },
        { title: 'In stock', render: (p) => p.inStock, align: 'right' },
      ]}
    />
  );
  return (
    <Card title="Report" data-testid="consigner-report">
      <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid="consigner-report-filters">
        <ReportRangePicker value={range} onChange={setRange} />
        {filter('status', 'Status', choices.statuses, options.isPending)}
        {filter('category', 'Category', choices.categories, options.isPending || templates.isPending)}
        {filter('location', 'Location', choices.locations, options.isPending)}
      </Flex>
      {query.isError && <Alert type="error" showIcon title="The report could not be loaded." />}
      {query.isPending && <Skeleton active />}
      {r && (
        <>
          <Row gutter={[12, 12]}>
            <Col xs={24} sm={12} lg={8}>
              <StatTile
                testId="consigner-sold"
                title="Total sold"
                value={money(r.analytics.totalSold)}
                growth={r.sales.growth}
                previous={money(r.sales.previous)}
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <StatTile title="Total paid" value={money(r.analytics.totalPaid)} footer="of those sales" />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <StatTile
                title="Total pending"
                value={money(r.analytics.totalPending)}
                footer={`${money(r.pendingPayouts.total)} owed in all`}
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <StatTile
                testId="consigner-active"
                title="Active listings"
                value={shortCount(r.activeListings.total)}
                growth={r.activeListings.growth}
                previous={shortCount(r.activeListings.previous)}
              />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <StatTile
                title="Sold listings"
                value={shortCount(r.soldListings.total)}
                growth={r.soldListings.growth}
                previous={shortCount(r.soldListings.previous)}
              />
            </Col>
          </Row>
          <Suspense fallback={<Skeleton active />}>
            <div style={{ marginTop: 12 }}>
              <DailyChart
                label="Consigner daily sales"
                height={220}
                data={r.daily}
                formatLeft={axis}
                exactLeft={money}
                formatRight={shortCount}
                series={[
                  { key: 'sales', label: 'Sales', color: '#1677ff', kind: 'bar' },
                  {
                    key: 'activeListings',
                    label: 'Active listings',
                    color: '#13c2c2',
                    kind: 'line',
                    right: true,
                  },
                ]}
              />
            </div>
          </Suspense>
          <Tabs
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'status',
                label: 'By status',
                children: breakdown(r.byStatus, 'Status', (x) => statusLabelOf(x.status), 'cr-status'),
              },
              {
                key: 'category',
                label: 'By category',
                children: breakdown(r.byCategory, 'Category', (x) => x.category, 'cr-category'),
              },
              {
                key: 'location',
                label: 'By location',
                children: breakdown(r.byLocation, 'Location', (x) => x.location, 'cr-location'),
              },
              { key: 'age', label: 'By age', children: breakdown(r.byAge, 'Age', (x) => x.bucket, 'cr-age') },
              { key: 'best', label: 'Best selling', children: products(r.bestSellingProducts, 'cr-best') },
              { key: 'low', label: 'Low stock', children: products(r.lowStockProducts, 'cr-low') },
            ]}
          />
        </>
      )}
    </Card>
  );
}
