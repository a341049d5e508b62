import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import { checkAccess } from '@backroom/domain/access';
import { type DateRange, dashboardDateRange } from '@backroom/domain/dates';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStoreToday } from '@web/shared/store/store-context';
import { staffAccess } from '@web/staff/access/staff-access';
import { useDashboard } from '@web/staff/reports/api/reports';
import { DailyChart } from '@web/staff/reports/charts/DailyChart';
import {
  axisAmount,
  exactAmount,
  pendingSplitText,
  shortAmount,
  shortCount,
} from '@web/staff/reports/common/format';
import { ReportRangeField } from '@web/staff/reports/common/ReportRangeField';
import { StatTile } from '@web/staff/reports/common/StatTile';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { useState } from 'react';
import { Link } from 'react-router';

/** /dashboard (spec 3 §2.10): nine tiles in three rows, the two terms tiles, and the daily charts, for the Admin role. */
export function DashboardPage() {
  // The last 30 days up to today in the store's time zone, where the reports' days start and end.
  const today = useStoreToday();
  const [range, setRange] = useState<DateRange>(() => dashboardDateRange(today));
  const user = useSignedInUser();
  const query = useDashboard(range);
  const d = query.data;
  const currency = d?.currency ?? 'USD';
  const money = (v: number) => shortAmount(v, currency);
  const axis = (v: number) => axisAmount(v, currency);
  const exact = (v: number) => exactAmount(v, currency);
  const loading = query.isPending;
  const seesReports = checkAccess(user, staffAccess.reports) === null;
  /**
   * A money tile: the abbreviated figure (spec 3 §9), spelled out beneath it as the Shop report writes it, and the
   * change against the previous period.
   */
  const moneyTile = (v: { total: number; growth?: number; previous?: number } | undefined) => ({
    value: money(v?.total ?? 0),
    exact: exact(v?.total ?? 0),
    growth: v?.growth,
    previous: v?.previous === undefined ? undefined : money(v.previous),
  });
  // Three rows of three (spec 3 §2.10): period flows, money owed and paid, then stock; then the terms tiles.
  const tiles = [
    { key: 'revenue', title: 'Revenue', ...moneyTile(d?.revenue) },
    { key: 'cost', title: 'Cost', inverse: true, ...moneyTile(d?.cost) },
    { key: 'profit', title: 'Profit', ...moneyTile(d?.profit) },
    {
      key: 'inventory-value',
      title: 'Active inventory value',
      ...moneyTile(d && { total: d.activeInventoryValue.total }),
      footer: d && `${shortCount(d.activeInventoryValue.count)} live now`,
    },
    {
      key: 'pending-payouts',
      title: 'Pending payouts',
      ...moneyTile(d && { total: d.pendingPayouts.total }),
      // Exact amounts (formatMoney, two decimals) so the footer reconciles with the Ready to Pay page to the cent.
      footer: d && pendingSplitText(d.pendingPayouts, currency),
    },
    { key: 'paid-payouts', title: 'Paid payouts', ...moneyTile(d?.paidPayouts) },
    {
      key: 'store-amount',
      title: 'Store-owned inventory amount',
      ...moneyTile(d && { total: d.storeInventory.amount }),
      footer: d && `${shortCount(d.storeInventory.count)} live`,
    },
    {
      key: 'store-cost',
      title: 'Store-owned inventory cost',
      ...moneyTile(d && { total: d.storeInventory.cost }),
    },
    {
      key: 'units',
      title: 'Inventory units',
      value: `${shortCount(d?.inventoryUnits.active ?? 0)} live`,
      // The change is of the units sold, not of the live count beside it.
      growth: d?.inventoryUnits.sold.growth,
      growthOf: 'sold',
      footer:
        d &&
        `${shortCount(d.inventoryUnits.sold.total)} sold, ${shortCount(d.inventoryUnits.newListings.total)} listed in range`,
    },
    // Consignment terms (issue 16): counted now, whatever the range; each leads to the list of what it counts.
    {
      key: 'expiring-week',
      title: 'Expiring this week',
      value: shortCount(d?.expiringThisWeek ?? 0),
      footer: <Link to="/expiring">Open the Expiring list</Link>,
    },
    {
      key: 'markdowns-month',
      title: 'Markdowns this month',
      value: shortCount(d?.markdownsThisMonth ?? 0),
      // The list of the very markdowns counted (issue 33), not the Expiring list.
      footer: <Link to="/markdowns">Open the markdowns</Link>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Dashboard"
        extra={
          <Flex gap={8} wrap>
            <ReportRangeField value={range} onChange={setRange} />
            {seesReports && (
              <Link to="/reports">
                <Button icon={<BarChartOutlined />}>Shop report</Button>
              </Link>
            )}
          </Flex>
        }
      />
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title="The dashboard could not be loaded."
          style={{ marginBottom: 16 }}
        />
      )}
      <div aria-busy={query.isFetching} data-testid="dashboard-tiles">
        <Row gutter={[16, 16]}>
          {tiles.map(({ key, ...tile }) => (
            <Col key={key} xs={24} sm={12} lg={8}>
              <StatTile testId={`tile-${key}`} loading={loading} {...tile} />
            </Col>
          ))}
        </Row>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} lg={14}>
            <Card title="Daily sales and profit" loading={loading}>
              <DailyChart
                label="Daily sales and profit"
                data={d?.daily ?? []}
                formatLeft={axis}
                exactLeft={exact}
                series={[
                  { key: 'sales', label: 'Sales', color: '#1677ff', kind: 'line' },
                  { key: 'profit', label: 'Profit', color: '#52c41a', kind: 'line' },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title="New listings per day" loading={loading}>
              <DailyChart
                label="New listings per day"
                countsLeft
                data={d?.daily ?? []}
                formatLeft={shortCount}
                series={[{ key: 'newListings', label: 'New listings', color: '#722ed1', kind: 'bar' }]}
              />
            </Card>
          </Col>
        </Row>
      </div>
    </>
  );
}
