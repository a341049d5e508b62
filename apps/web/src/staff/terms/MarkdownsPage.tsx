import { formatLongDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel, isInventoryStatus } from '@backroom/domain/statuses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';

interface Markdown {
  id: number;
  at: string;
  step: string;
  itemId: number;
  code: string;
  status: string;
  title: string;
  consigner: string;
  consignerId: number;
  oldPrice: number | null;
  newPrice: number | null;
}

/**
 * /markdowns: the automatic markdowns applied this month, the rows the dashboard's "Markdowns this month" tile
 * counts (issue 33: the tile led to the Expiring list, where most marked-down items are not).
 */
export function MarkdownsPage() {
  const { currency, timeZone } = useStore();
  const list = useQuery({
    queryKey: ['consignmentTerms', 'markdowns'],
    queryFn: () => api.get('/api/consignmentTerms/markdowns'),
  });
  const price = (v: number | null) => (v === null ? '—' : formatAmount(v, currency));
  const columns: ColumnsType<Markdown> = [
    {
      title: 'Item',
      key: 'item',
      render: (_, m) => (
        <Link to={`/inventories/${m.itemId}`}>
          {m.code} · {m.title}
        </Link>
      ),
    },
    {
      title: 'Consigner',
      key: 'consigner',
      render: (_, m) => <Link to={`/consigners/${m.consignerId}`}>{m.consigner}</Link>,
    },
    {
      title: 'Markdown',
      key: 'price',
      render: (_, m) => `${price(m.oldPrice)} → ${price(m.newPrice)} (${m.step})`,
    },
    { title: 'On', key: 'at', render: (_, m) => formatLongDate(m.at, timeZone) },
    {
      title: 'Status now',
      key: 'status',
      render: (_, m) => (isInventoryStatus(m.status) ? inventoryStatusLabel(m.status) : m.status),
    },
  ];
  return (
    <>
      <PageHeader title="Markdowns this month" />
      <Typography.Paragraph type="secondary">
        The automatic markdowns the consignment terms applied since the 1st of this month, newest first.
      </Typography.Paragraph>
      {list.isError && <LoadError what="markdowns" error={list.error} onRetry={() => list.refetch()} />}
      <Table<Markdown>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No markdowns this month" /> }}
        data-testid="markdowns-table"
      />
    </>
  );
}
