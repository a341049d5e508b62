import { formatShortDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import type { PayoutStatus } from '@backroom/domain/statuses';
import { payoutStatusLabel } from '@backroom/domain/statuses';
import { countText } from '@web/shared/count-text';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePayoutFilterOptions } from './api/get-payout-filter-options';
import { usePayouts } from './api/get-payouts';
import type { Payout, PayoutShare, PayoutsQuery } from './api/types';
import { BankDetailsButton } from './BankDetailsButton';
import { PayoutStatusTag } from './PayoutStatusTag';

function columns(currency: string): ColumnsType<Payout> {
  return [
    {
      title: 'Payout',
      key: 'name',
      render: (_, p) => (
        <Link to={`/payouts/${p.id}`} data-testid={`payout-link-${p.id}`}>
          {p.name}
        </Link>
      ),
    },
    { title: 'Created', key: 'created', width: 100, render: (_, p) => formatShortDate(p.createdAt) },
    { title: 'Items', dataIndex: 'itemCount', key: 'items', responsive: ['sm'], width: 72 },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      width: 120,
      render: (_, p) => formatAmount(p.total, currency),
    },
    { title: 'Status', key: 'status', width: 150, render: (_, p) => <PayoutStatusTag status={p.status} /> },
    {
      // A weekly payout to dozens of consigners listed every name and pushed the amounts off screen at 1280 px
      // (issue 33): the names take the room that is left, on one line, the whole list in the title.
      title: 'Consigners',
      key: 'consigners',
      responsive: ['md'],
      ellipsis: { showTitle: false },
      render: (_, p) => {
        const names = p.consigners.map((c) => c.name).join(', ');
        return <span title={names}>{names}</span>;
      },
    },
  ];
}

function SharesTable({ payout, currency }: { payout: Payout; currency: string }) {
  const shareColumns: ColumnsType<PayoutShare> = [
    {
      title: 'Consigner',
      key: 'name',
      render: (_, s) => <Link to={`/consigners/${s.consignerId}`}>{s.name}</Link>,
    },
    { title: 'Items', dataIndex: 'itemCount', key: 'items' },
    { title: 'Payout', key: 'total', align: 'right', render: (_, s) => formatAmount(s.total, currency) },
    { title: '', key: 'bank', render: (_, s) => <BankDetailsButton share={s} /> },
  ];
  return (
    <Table<PayoutShare>
      rowKey="consignerId"
      size="small"
      pagination={false}
      columns={shareColumns}
      dataSource={payout.consigners}
    />
  );
}

/** /payouts (spec 3 §2.9): search, status and consigner filters, rows expanding to each consigner's bank details. */
export function PayoutsPage() {
  const { currency } = useStore();
  const mobile = useIsMobile();
  const [query, setQuery] = useState<PayoutsQuery>({ search: '', page: 1, pageSize: 10 });
  const payouts = usePayouts(query);
  const options = usePayoutFilterOptions();
  const list = payouts.data?.payouts ?? [];
  const total = payouts.data?.total ?? 0;
  const set = (patch: Partial<PayoutsQuery>) => setQuery((q) => ({ ...q, ...patch, page: patch.page ?? 1 }));
  const empty = (
    <Empty
      description={
        query.search || query.status || query.consigner ? 'No payouts match these filters' : 'No payouts yet'
      }
    />
  );
  return (
    <>
      <PageHeader title="Payouts" />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Payout, consigner or item code"
          aria-label="Search payouts"
          allowClear
          enterButton="Search"
          onSearch={(search) => set({ search: search.trim() })}
          style={{ maxWidth: 360 }}
        />
        <Select<PayoutStatus>
          placeholder="Status"
          aria-label="Status"
          allowClear
          value={query.status}
          onChange={(status) => set({ status })}
          options={(options.data?.statuses ?? []).map((s) => ({ value: s, label: payoutStatusLabel(s) }))}
          style={{ minWidth: 160 }}
          data-testid="payouts-status"
        />
        <Select<number>
          placeholder="Consigner"
          aria-label="Consigner"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={query.consigner}
          onChange={(consigner) => set({ consigner })}
          options={(options.data?.consigners ?? []).map((c) => ({ value: c.id, label: c.name || c.email }))}
          style={{ minWidth: 200 }}
        />
      </Flex>
      {payouts.isError ? (
        <LoadError what="payouts" error={payouts.error} onRetry={() => payouts.refetch()} />
      ) : mobile ? (
        <>
          <List
            loading={payouts.isFetching}
            dataSource={list}
            locale={{ emptyText: empty }}
            renderItem={(p) => (
              <Card size="small" style={{ marginBottom: 8 }}>
                <Flex justify="space-between">
                  <Link to={`/payouts/${p.id}`}>{p.name}</Link>
                  <PayoutStatusTag status={p.status} />
                </Flex>
                <div>
                  {formatShortDate(p.createdAt)} · {countText(p.itemCount, 'item')} ·{' '}
                  {formatAmount(p.total, currency)}
                </div>
                {p.consigners.map((s) => (
                  <Flex key={s.consignerId} justify="space-between" align="center" style={{ marginTop: 4 }}>
                    <span>{s.name}</span>
                    <BankDetailsButton share={s} />
                  </Flex>
                ))}
              </Card>
            )}
          />
          {total > query.pageSize && (
            <Pagination
              simple
              current={query.page}
              pageSize={query.pageSize}
              total={total}
              onChange={(page) => set({ page })}
            />
          )}
        </>
      ) : (
        <Table<Payout>
          rowKey="id"
          columns={columns(currency)}
          dataSource={list}
          loading={payouts.isFetching}
          expandable={{ expandedRowRender: (p) => <SharesTable payout={p} currency={currency} /> }}
          pagination={{
            ...tablePagination,
            current: query.page,
            pageSize: query.pageSize,
            total,
            onChange: (page, pageSize) =>
              setQuery((q) => ({ ...q, page: pageSize === q.pageSize ? page : 1, pageSize })),
          }}
          locale={{ emptyText: empty }}
          tableLayout="fixed"
          data-testid="payouts-table"
        />
      )}
    </>
  );
}
