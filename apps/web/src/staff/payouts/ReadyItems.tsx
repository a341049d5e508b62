import { formatShortDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { LoadError } from '@web/shared/layout/LoadError';
import { Spinner } from '@web/shared/layout/Spinner';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useReadyItems } from './api/get-ready-to-pay';
import type { ReadyItem } from './api/types';

interface Props {
  consignerId: number;
  search: string;
  currency: string;
  selected: ReadonlySet<number>;
  toggle: (ids: number[], on: boolean) => void;
}

function itemColumns(currency: string): ColumnsType<ReadyItem> {
  const money = (v: number | null | undefined) => formatAmount(v, currency);
  return [
    {
      title: 'Item',
      key: 'title',
      render: (_, i) => (
        <span>
          {i.title} <Typography.Text type="secondary">{i.code}</Typography.Text>
        </span>
      ),
    },
    { title: 'Size', key: 'size', render: (_, i) => i.option1Value ?? '—' },
    {
      title: 'Sold',
      key: 'sold',
      responsive: ['lg'],
      render: (_, i) => (i.soldOn ? formatShortDate(i.soldOn) : ''),
    },
    {
      title: 'Sold price',
      key: 'soldPrice',
      align: 'right',
      render: (_, i) => money(i.soldPrice ?? i.price),
    },
    { title: 'Payout', key: 'payout', align: 'right', render: (_, i) => money(i.payoutAmount) },
  ];
}

/** An expanded consigner row: their ready items with details, loaded on expand, each selectable. */
export function ReadyItemsTable({ consignerId, search, currency, selected, toggle }: Props) {
  const items = useReadyItems(consignerId, search);
  if (items.isError)
    return <LoadError what="these items" error={items.error} onRetry={() => items.refetch()} />;
  const list = items.data ?? [];
  return (
    <Table<ReadyItem>
      rowKey="id"
      size="small"
      pagination={false}
      loading={items.isPending}
      columns={itemColumns(currency)}
      dataSource={list}
      data-testid={`ready-items-${consignerId}`}
      rowSelection={{
        selectedRowKeys: list.filter((i) => selected.has(i.id)).map((i) => i.id),
        onSelect: (i, on) => toggle([i.id], on),
        onSelectAll: (on) =>
          toggle(
            list.map((i) => i.id),
            on,
          ),
      }}
    />
  );
}

/** The same items as checkboxes, for a consigner's card on a narrow screen. */
export function ReadyItemsList({ consignerId, search, currency, selected, toggle }: Props) {
  const items = useReadyItems(consignerId, search);
  if (items.isError)
    return <LoadError what="these items" error={items.error} onRetry={() => items.refetch()} />;
  if (items.isPending) return <Spinner size="small" style={{ marginLeft: 24 }} label="Loading items" />;
  return (
    <Flex vertical style={{ marginLeft: 24 }} data-testid={`ready-items-${consignerId}`}>
      {items.data.map((i) => (
        <Checkbox key={i.id} checked={selected.has(i.id)} onChange={(e) => toggle([i.id], e.target.checked)}>
          {i.title} ({i.option1Value ?? '—'}) · {formatAmount(i.payoutAmount, currency)}
        </Checkbox>
      ))}
    </Flex>
  );
}
