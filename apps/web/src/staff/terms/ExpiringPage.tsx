import { formatLongDate } from '@backroom/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { formatAmount } from '@web/shared/format-money';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';

interface ExpiringItem {
  id: number;
  code: string;
  title: string;
  consigner: string;
  consignerId: number;
  price: number;
  expiresOn: string;
  graceEndsOn: string;
  expiryAction: 'return' | 'convert' | 'renew';
  phase: 'expiring' | 'inGrace';
}

const ACTION: Record<ExpiringItem['expiryAction'], string> = {
  return: 'Return to consigner',
  convert: 'Convert to store stock',
  renew: 'Renew for the fee',
};
const day = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/** Inventory → Expiring: items whose consignment term ends within a week, or ended and are in grace (issue 16). */
export function ExpiringPage() {
  const { currency } = useStore();
  const list = useQuery({
    queryKey: ['consignmentTerms', 'expiring'],
    queryFn: () => api.get<{ today: string; items: ExpiringItem[] }>('/api/consignmentTerms/expiring'),
  });
  const columns: ColumnsType<ExpiringItem> = [
    {
      title: 'Item',
      key: 'item',
      render: (_, item) => (
        <Link to={`/inventories/${item.id}`}>
          {item.code} · {item.title}
        </Link>
      ),
    },
    {
      title: 'Consigner',
      key: 'consigner',
      render: (_, item) => <Link to={`/consigners/${item.consignerId}`}>{item.consigner}</Link>,
    },
    { title: 'Price', key: 'price', render: (_, item) => formatAmount(item.price, currency) },
    {
      title: 'Term',
      key: 'phase',
      render: (_, item) =>
        item.phase === 'expiring' ? (
          <Tag color="orange">Ends {day(item.expiresOn)}</Tag>
        ) : (
          <Tag color="red">Ended {day(item.expiresOn)}</Tag>
        ),
    },
    {
      title: 'Then',
      key: 'action',
      render: (_, item) => `${ACTION[item.expiryAction]} on ${day(item.graceEndsOn)}`,
    },
  ];
  return (
    <>
      <PageHeader title="Expiring" />
      <Typography.Paragraph type="secondary">
        Consigned items whose term ends in the next 7 days, or has ended and is in its grace period. The daily
        job applies the action on the day shown.
      </Typography.Paragraph>
      {list.isError && <LoadError what="expiring items" error={list.error} onRetry={() => list.refetch()} />}
      <Table<ExpiringItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No items expiring this week" /> }}
        data-testid="expiring-table"
      />
    </>
  );
}
