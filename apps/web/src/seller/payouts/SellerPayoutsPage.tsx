import { apiDateRange, type DateRange, formatShortDate, rangeInWords } from '@backroom/domain/dates';
import { skuForPayout } from '@backroom/domain/format';
import { formatMoney } from '@backroom/domain/money-format';
import {
  PAYOUT_STATUSES,
  type PayoutStatus,
  payoutStatusLabel,
  SELLER_PAYOUT_DEFAULT_TAB,
  sellerPayoutTabs,
} from '@backroom/domain/statuses';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { RangeNote } from '@web/shared/layout/RangeNote';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore, useStoreToday } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Table, { type ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type PayoutLine, useSellerPayouts } from '../api/get-payouts';
import { payoutText } from '../api/seller-item';
import { PayoutStatements } from './PayoutStatements';
import { PAYOUT_SORTS, type PayoutSort, sortPayoutLines } from './payout-sort';

const time = (value: string | null) => (value ? new Date(value).getTime() : 0);

/**
 * `/payouts` (spec 1 §2.3): date range, report summary, status tabs (the server's statuses without Failed and
 * Pending; Buying reads "Ready to Pay"; Paid first), items as a table or cards, sortable by price and date.
 */
export function SellerPayoutsPage() {
  const user = useSignedInUser();
  const { currency } = useStore();
  const isMobile = useIsMobile();
  const today = useStoreToday();
  // Opens on all time, so a consigner with a year of history sees their money, not $0 (issue 33).
  const [range, setRange] = useState<DateRange | null>(null);
  const [status, setStatus] = useState<PayoutStatus>(SELLER_PAYOUT_DEFAULT_TAB);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PayoutSort>('dateDesc');
  const payouts = useSellerPayouts(user.id, {
    status,
    search: search || undefined,
    ...(range ? apiDateRange(range, today) : {}),
  });
  const empty = range ? 'No payouts in this period' : 'No payouts yet';
  const lines = payouts.data?.inventories ?? [];
  const summary = payouts.data?.summary;
  const tabs = [...sellerPayoutTabs(PAYOUT_STATUSES)].sort((a) => (a === SELLER_PAYOUT_DEFAULT_TAB ? -1 : 1));

  const columns: ColumnsType<PayoutLine> = [
    {
      key: 'image',
      title: 'Image',
      width: 64,
      render: (_, l) => <FallbackImage src={l.product.image} alt={l.product.title} width={48} height={48} />,
    },
    { key: 'name', title: 'Name', render: (_, l) => l.product.title },
    { key: 'sku', title: 'SKU', render: (_, l) => skuForPayout(l.product.sku) },
    { key: 'size', title: 'Size', dataIndex: 'option1Value' },
    { key: 'location', title: 'Location', dataIndex: 'location' },
    {
      key: 'price',
      title: 'Price',
      sorter: (a, b) => a.price - b.price,
      render: (_, l) => payoutText(l.price, currency),
    },
    { key: 'payout', title: 'Payout', render: (_, l) => payoutText(l.payoutAmount, currency) },
    {
      key: 'soldOn',
      title: 'Date sold',
      sorter: (a, b) => time(a.soldOn) - time(b.soldOn),
      defaultSortOrder: 'descend',
      render: (_, l) => (l.soldOn ? formatShortDate(l.soldOn) : '—'),
    },
  ];

  return (
    <>
      <PageHeader title="Payout" />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          value={range ? [dayjs(range.start), dayjs(range.end)] : null}
          placeholder={['All time', 'Today']}
          format="YYYY-MM-DD"
          onChange={(d) =>
            setRange(
              d?.[0] && d[1] ? { start: d[0].format('YYYY-MM-DD'), end: d[1].format('YYYY-MM-DD') } : null,
            )
          }
          aria-label="Date range"
          data-testid="payout-range"
        />
        <Input.Search
          allowClear
          placeholder="Search"
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: isMobile ? '100%' : 260 }}
          aria-label="Search payouts"
        />
        {isMobile && (
          <Select
            value={sort}
            onChange={setSort}
            options={PAYOUT_SORTS.map(({ value, label }) => ({ value, label }))}
            style={{ width: '100%' }}
            aria-label="Sort by"
            data-testid="payout-sort"
          />
        )}
      </Flex>
      <RangeNote
        note={range && `Sales and payouts ${rangeInWords(range, today)}`}
        onShowAll={() => setRange(null)}
      />
      {payouts.isError && (
        <LoadError what="payouts" error={payouts.error} onRetry={() => void payouts.refetch()} />
      )}
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="payout-summary">
        {[
          { title: 'Total sales', value: summary?.totalSales, sign: '' },
          { title: 'Total payout', value: summary?.totalPayout, sign: '' },
          ...(summary?.deductions
            ? [{ title: 'Deducted from payouts', value: summary.deductions, sign: '−' }]
            : []),
          { title: 'Pending payout', value: summary?.pendingPayout, sign: '' },
        ].map(({ title, value, sign }, _, cards) => (
          <Col xs={24} sm={24 / cards.length} key={title}>
            <Card size="small" loading={payouts.isPending}>
              {/* Payout money is always written out with two decimals (spec 1 §9), never abbreviated. */}
              <Statistic
                title={title}
                value={value === undefined ? '—' : `${sign}${formatMoney(value, currency)}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <PayoutStatements
        consignerId={user.id}
        statements={payouts.data?.statements ?? []}
        currency={currency}
      />
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(tabs.find((s) => s === key) ?? SELLER_PAYOUT_DEFAULT_TAB)}
        items={tabs.map((s) => ({ key: s, label: payoutStatusLabel(s) }))}
        data-testid="payout-tabs"
      />
      {isMobile ? (
        <Flex vertical gap={8}>
          {lines.length === 0 && !payouts.isPending && <Empty description={empty} />}
          {sortPayoutLines(lines, sort).map((l) => (
            <Card size="small" key={l.id} data-testid="payout-card">
              <Flex gap={12}>
                <FallbackImage src={l.product.image} alt={l.product.title} width={56} height={56} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {l.product.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {skuForPayout(l.product.sku)} · Size {l.option1Value ?? '—'} · {l.location ?? ''}
                  </Typography.Text>
                  <Typography.Text style={{ fontSize: 12 }}>
                    Price {payoutText(l.price, currency)} · Payout {payoutText(l.payoutAmount, currency)} ·{' '}
                    {l.soldOn ? formatShortDate(l.soldOn) : '—'}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      ) : (
        <Table<PayoutLine>
          rowKey="id"
          columns={columns}
          dataSource={lines}
          loading={payouts.isFetching}
          pagination={{ ...tablePagination, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={empty} /> }}
          data-testid="payout-table"
        />
      )}
    </>
  );
}
