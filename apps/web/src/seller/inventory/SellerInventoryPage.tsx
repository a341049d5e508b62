import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import { apiDateRange, type DateRange, hiddenByRangeNote } from '@backroom/domain/dates';
import { inventoryStatusLabel, isInventoryStatus } from '@backroom/domain/statuses';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { RangeNote } from '@web/shared/layout/RangeNote';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore, useStoreToday } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSellerFilterOptions } from '../api/get-filter-options';
import { type SellerListQuery, useSellerPage } from '../api/get-seller-inventories';
import { useSellerSummary } from '../api/get-seller-summary';
import type { SellerItem } from '../api/seller-item';
import { ItemCard } from './ItemCard';
import { inventoryColumns } from './inventory-columns';
import { MarketplaceDialog } from './MarketplaceDialog';
import { NestedView } from './NestedView';
import { SummaryCards } from './SummaryCards';

const TRACKING = 'Tracking';

/**
 * `/inventory` (spec 1 §2.3, spec 2 §2.4): the date range drives the summary cards; search, status and location
 * filters, grid or nested view, the table (cards under 768 px) with price-change requests, the store's price
 * changes to accept, tracking codes, and Enable Marketplace when the store sells online.
 */
export function SellerInventoryPage() {
  const store = useStore();
  const isMobile = useIsMobile();
  const today = useStoreToday();
  // Opens on all time, so a consigner with a year of sales never lands on empty cards (issue 33); a range narrows.
  const [range, setRange] = useState<DateRange | null>(null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<SellerListQuery>({
    status: 'All',
    sortOption: 'sizeLowToHigh',
    pageSize: 10,
    currentPage: 1,
  });
  const [view, setView] = useState<'grid' | 'nested'>('grid');
  const [howItWorks, setHowItWorks] = useState(false);
  const summary = useSellerSummary(range ? apiDateRange(range, today) : {});
  const counts = summary.isPlaceholderData ? undefined : summary.data;
  const rangeNote =
    range && counts
      ? hiddenByRangeNote({
          shown: counts.soldCount,
          shownCapped: false,
          total: counts.allTimeSoldCount,
          totalCapped: false,
          range,
          today,
          verb: 'sold',
        })
      : null;
  const options = useSellerFilterOptions();
  const isTracking = query.status === TRACKING;
  const listQuery: SellerListQuery = isTracking
    ? { ...query, status: 'Sold', location: ONLINE_MARKETPLACE_LOCATION }
    : query;
  const page = useSellerPage(listQuery);
  const now = useMemo(() => new Date(), []);
  const update = (changes: Partial<SellerListQuery>) =>
    setQuery((q) => ({ ...q, currentPage: 1, ...changes }));
  const sizeOrder = query.sortOption === 'sizeHighToLow' ? 'descend' : 'ascend';
  const columns = inventoryColumns(sizeOrder, now);
  const rows = page.data?.rows ?? [];
  const total = page.data?.count ?? 0;

  const statusOptions = [
    { value: 'All', label: 'All statuses' },
    ...(options.data?.statuses ?? [])
      .filter(isInventoryStatus)
      .map((s) => ({ value: s, label: inventoryStatusLabel(s) })),
    // The Tracking filter only when some item is a Sold online-marketplace item.
    ...(summary.data?.hasMarketplaceSales ? [{ value: TRACKING, label: TRACKING }] : []),
  ];
  const locationOptions = [
    { value: '', label: 'All locations' },
    ...(options.data?.locations ?? []).map((l) => ({ value: l.name, label: l.name })),
  ];
  const pager = {
    ...tablePagination,
    current: query.currentPage,
    pageSize: query.pageSize,
    total,
    hideOnSinglePage: true,
    showTotal: (n: number, [from, to]: [number, number]) =>
      `${from}-${to} of ${n}${page.data?.countCapped ? '+' : ''} items`,
    onChange: (currentPage: number, pageSize: number) =>
      setQuery((q) => ({ ...q, currentPage: pageSize === q.pageSize ? currentPage : 1, pageSize })),
  };

  return (
    <>
      <PageHeader
        title="Inventory"
        extra={
          store.onlineMarketplace && (
            <Button onClick={() => setHowItWorks(true)} data-testid="enable-marketplace">
              Enable Marketplace
            </Button>
          )
        }
      />
      <DatePicker.RangePicker
        value={range ? [dayjs(range.start), dayjs(range.end)] : null}
        placeholder={['All time', 'Today']}
        format="YYYY-MM-DD"
        onChange={(dates) =>
          setRange(
            dates?.[0] && dates[1]
              ? { start: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') }
              : null,
          )
        }
        style={{ marginBottom: 12, width: isMobile ? '100%' : undefined }}
        aria-label="Date range"
        data-testid="date-range"
      />
      {summary.isError && (
        <LoadError what="summary" error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      <RangeNote note={rangeNote} onShowAll={() => setRange(null)} />
      <SummaryCards summary={summary.data} loading={summary.isPending} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder="Search by name, SKU or item code"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value) update({ search: undefined });
          }}
          onPressEnter={() => update({ search: draft.trim() || undefined })}
          style={{ width: isMobile ? '100%' : 280 }}
          aria-label="Search inventory"
          data-testid="inventory-search"
        />
        <Select
          value={query.status}
          options={statusOptions}
          onChange={(status) => update({ status })}
          style={{ minWidth: 170, flex: isMobile ? 1 : undefined }}
          aria-label="Status"
          data-testid="inventory-status"
        />
        <Select
          value={query.location ?? ''}
          options={locationOptions}
          onChange={(location) => update({ location: location || undefined })}
          style={{ minWidth: 160, flex: isMobile ? 1 : undefined }}
          aria-label="Location"
          data-testid="inventory-location"
        />
        <Button
          type="primary"
          onClick={() => update({ search: draft.trim() || undefined })}
          data-testid="find-inventory"
        >
          Find inventory
        </Button>
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'grid' | 'nested')}
          options={[
            { value: 'grid', label: 'Grid' },
            { value: 'nested', label: 'Nested' },
          ]}
          aria-label="View"
          data-testid="view-toggle"
        />
      </Flex>
      {page.isError && <LoadError what="inventory" error={page.error} onRetry={() => void page.refetch()} />}
      {view === 'nested' ? (
        <>
          {rows.length === 0 && !page.isPending ? (
            <Empty description="No items match" />
          ) : (
            <NestedView items={rows} columns={columns} />
          )}
          <Pagination {...pager} align="end" style={{ marginTop: 12 }} />
        </>
      ) : isMobile ? (
        <Flex vertical gap={8} data-testid="inventory-cards">
          {page.isPending ? (
            <Table loading dataSource={[]} columns={[]} />
          ) : rows.length === 0 ? (
            <Empty description="No items match" />
          ) : (
            rows.map((item) => <ItemCard key={item.id} item={item} now={now} editLink />)
          )}
          <Pagination {...pager} size="small" align="center" showQuickJumper={false} />
        </Flex>
      ) : (
        <Table<SellerItem>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={page.isFetching}
          pagination={pager}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No items match" /> }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
            update({ sortOption: order === 'descend' ? 'sizeHighToLow' : 'sizeLowToHigh' });
          }}
          data-testid="inventory-table"
        />
      )}
      <MarketplaceDialog open={howItWorks} onClose={() => setHowItWorks(false)} />
    </>
  );
}
