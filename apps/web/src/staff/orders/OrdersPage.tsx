import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { formatShortDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/shared/api/query-keys';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Pagination from 'antd/es/pagination';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinnworksSyncBar } from '../linnworks/LinnworksSyncBar';
import { useExportOrders } from './api/export-orders';
import { useOrders } from './api/get-orders';
import { useResyncAllOrders } from './api/resync-all-orders';
import type { Order, OrdersFilters } from './api/types';
import { OrderFilters } from './OrderFilters';
import { OrderSourceTag } from './OrderSourceTag';
import { OrderStatusTag } from './OrderStatusTag';

function itemsText(order: Order) {
  return order.lineItems.map((l) => `${l.title}${l.consigner ? ` — ${l.consigner.name}` : ''}`).join(', ');
}

function columns(currency: string, timeZone: string): ColumnsType<Order> {
  return [
    {
      title: 'Order',
      key: 'name',
      render: (_, o) => (
        <Link to={`/orders/${o.id}`} data-testid={`order-link-${o.id}`}>
          {o.name}
        </Link>
      ),
    },
    { title: 'Date', key: 'date', render: (_, o) => formatShortDate(o.orderDate, timeZone) },
    { title: 'Source', key: 'source', render: (_, o) => <OrderSourceTag order={o} /> },
    {
      title: 'Customer',
      key: 'customer',
      responsive: ['md'],
      render: (_, o) => o.customer.first_name ?? o.customer.email ?? '—',
    },
    {
      title: 'Items',
      key: 'items',
      render: (_, o) => (
        <Typography.Text ellipsis={{ tooltip: itemsText(o) }} style={{ maxWidth: 360 }}>
          {itemsText(o)}
        </Typography.Text>
      ),
    },
    { title: 'Total', key: 'total', align: 'right', render: (_, o) => formatAmount(o.total, currency) },
    { title: 'Status', key: 'status', render: (_, o) => <OrderStatusTag order={o} /> },
  ];
}

/** /findOrders (spec 3 §2.8): sold orders with search, consigner, quick ranges, export and Resync All Orders. */
export function OrdersPage() {
  const { currency, timeZone } = useStore();
  const mobile = useIsMobile();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrdersFilters>({ search: '' });
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const orders = useOrders({ ...filters, ...page });
  const exporter = useExportOrders();
  const resyncAll = useResyncAllOrders();
  const [jobId, setJobId] = useState<number | null>(null);
  const list = orders.data?.orders ?? [];
  const total = orders.data?.total ?? 0;
  const changeFilters = (next: OrdersFilters) => {
    setFilters(next);
    setPage((p) => ({ ...p, page: 1 }));
  };
  const empty = (
    <Empty
      description={
        filters.search || filters.consigner || filters.source || filters.dateRangeStart
          ? 'No orders match these filters'
          : 'No orders yet'
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Orders"
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<SyncOutlined />}
              loading={resyncAll.isPending}
              onClick={() => resyncAll.mutate(undefined, { onSuccess: (r) => setJobId(r.jobId) })}
              data-testid="resync-all-orders"
            >
              Resync All Orders
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={total === 0}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(filters)}
              data-testid="export-orders"
            >
              Export
            </Button>
          </Flex>
        }
      />
      {jobId !== null && (
        <JobProgress
          jobId={jobId}
          title="Resyncing all orders in background"
          doneText="All orders resynced"
          onFinished={() => client.invalidateQueries({ queryKey: queryKeys.orders.all })}
        />
      )}
      <LinnworksSyncBar timeZone={timeZone} />
      <OrderFilters value={filters} onChange={changeFilters} timeZone={timeZone} />
      {orders.isError ? (
        <LoadError what="orders" error={orders.error} onRetry={() => orders.refetch()} />
      ) : mobile ? (
        <>
          <List
            loading={orders.isFetching}
            dataSource={list}
            locale={{ emptyText: empty }}
            renderItem={(o) => (
              <Card size="small" style={{ marginBottom: 8 }} data-testid={`order-card-${o.id}`}>
                <Flex justify="space-between" gap={8}>
                  <Link to={`/orders/${o.id}`}>{o.name}</Link>
                  <OrderStatusTag order={o} />
                </Flex>
                <Flex gap={8} align="center" wrap>
                  {formatShortDate(o.orderDate, timeZone)} · {formatAmount(o.total, currency)}
                  <OrderSourceTag order={o} />
                </Flex>
                <Typography.Text type="secondary">{itemsText(o)}</Typography.Text>
              </Card>
            )}
          />
          {total > page.pageSize && (
            <Pagination
              simple
              current={page.page}
              pageSize={page.pageSize}
              total={total}
              onChange={(p, size) => setPage({ page: p, pageSize: size })}
            />
          )}
        </>
      ) : (
        <Table<Order>
          rowKey="id"
          columns={columns(currency, timeZone)}
          dataSource={list}
          loading={orders.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            ...tablePagination,
            current: page.page,
            pageSize: page.pageSize,
            total,
            onChange: (p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size }),
          }}
          locale={{ emptyText: empty }}
          data-testid="orders-table"
        />
      )}
    </>
  );
}
