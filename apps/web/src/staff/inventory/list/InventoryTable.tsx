import { skuForTable } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType, type TablePaginationConfig } from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type InventoryItem, itemConsignerName, itemPayout, itemTitle, OPTION_KEYS } from '../api/inventory';
import { ItemImage } from '../common/ItemImage';
import { itemCodeTooltip, itemDaysActive, itemPriceText, shortDate } from '../common/item-text';
import { payoutText } from '../common/money';
import { StatusTag } from '../common/StatusTag';
import type { ListConfig } from './list-kinds';
import { type ActionHandler, RowActions } from './RowActions';

export interface ItemViewProps {
  config: ListConfig;
  items: InventoryItem[];
  currency: string;
  optionNames: string[];
  sellerWord: string;
  selected: ReadonlySet<number>;
  onSelect: (items: InventoryItem[], selected: boolean) => void;
  onAction: ActionHandler;
  busy: boolean;
}

export function inventoryColumns({
  config,
  currency,
  optionNames,
  sellerWord,
  onAction,
  busy,
}: Omit<ItemViewProps, 'items' | 'selected' | 'onSelect'>): ColumnsType<InventoryItem> {
  const options: ColumnsType<InventoryItem> = OPTION_KEYS.slice(0, Math.max(1, optionNames.length)).map(
    (key, i) => ({ title: optionNames[i] ?? 'Size', dataIndex: key, key, render: (v) => v || '—' }),
  );
  const isRequest = config.kind === 'Consignment' || config.kind === 'Buying';
  const columns: ColumnsType<InventoryItem> = [
    {
      title: 'Item',
      key: 'item',
      render: (_, item) => (
        <Flex gap={8} align="center" style={{ minWidth: 220 }}>
          <ItemImage item={item} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Tooltip title={itemCodeTooltip(item)}>
              <Link to={`/inventories/${item.id}`} data-testid={`item-link-${item.id}`}>
                <Typography.Text strong ellipsis style={{ maxWidth: 260 }}>
                  {itemTitle(item)}
                </Typography.Text>
              </Link>
            </Tooltip>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.code ?? `#${item.id}`}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: 'SKU', key: 'sku', render: (_, item) => skuForTable(item.product?.sku) || '—' },
    ...options,
    {
      title: 'Location',
      key: 'location',
      render: (_, item) =>
        item.location ? (
          <span>
            {item.location}
            {item.subLocation ? ` · ${item.subLocation}` : ''}
          </span>
        ) : (
          '—'
        ),
    },
    { title: 'Status', key: 'status', render: (_, item) => <StatusTag status={item.status} /> },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, item) => <span data-testid={`item-price-${item.id}`}>{itemPriceText(item, currency)}</span>,
    },
    ...(config.showRequestedPrice
      ? [
          {
            title: 'Requested',
            key: 'requestedPrice',
            align: 'right' as const,
            render: (_: unknown, item: InventoryItem) => (
              <Typography.Text strong data-testid={`item-requested-${item.id}`}>
                {formatAmount(item.requestedPrice, currency)}
              </Typography.Text>
            ),
          },
        ]
      : []),
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      render: (_, item) =>
        item.consigner?.isStoreAccount
          ? `Cost ${formatAmount(item.cost, currency)}`
          : payoutText(itemPayout(item), currency, 'table'),
    },
    ...(config.kind === 'Requested'
      ? [
          {
            title: 'In Stock',
            key: 'inStock',
            align: 'right' as const,
            render: (_: unknown, i: InventoryItem) => i.inStock ?? '—',
          },
          {
            title: 'Lowest Price',
            key: 'lowestPrice',
            align: 'right' as const,
            render: (_: unknown, i: InventoryItem) => formatAmount(i.lowestPrice, currency),
          },
        ]
      : []),
    {
      title: sellerWord,
      key: 'consigner',
      render: (_, item) => itemConsignerName(item),
    },
    {
      title: 'Days Active',
      key: 'days',
      render: (_, item) => itemDaysActive(item) ?? '—',
    },
    { title: 'Updated', key: 'updatedAt', render: (_, item) => shortDate(item.updatedAt) },
    ...(config.row.length > 0
      ? [
          {
            title: 'Actions',
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, item: InventoryItem) => (
              <RowActions item={item} actions={config.row} onAction={onAction} busy={busy} />
            ),
          },
        ]
      : []),
  ];
  // A store request has no consigner, payout or days active until a consigner takes it.
  const hidden = new Set(isRequest ? ['payout', 'consigner', 'days'] : []);
  return columns.filter((c) => !hidden.has(String(c.key)));
}

/** The table view: a row per item, page selection in the header checkbox. */
export function InventoryTable(
  props: ItemViewProps & {
    loading: boolean;
    pagination: TablePaginationConfig | false;
    emptyText: ReactNode;
  },
) {
  const { items, selected, onSelect, loading, pagination, emptyText } = props;
  return (
    <Table<InventoryItem>
      rowKey="id"
      size="middle"
      columns={inventoryColumns(props)}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: items.filter((i) => selected.has(i.id)).map((i) => i.id),
        // The page's checkboxes decide for the page's items; picks on other pages stay.
        onChange: (keys) => {
          const picked = new Set(keys);
          onSelect(
            items.filter((i) => picked.has(i.id)),
            true,
          );
          onSelect(
            items.filter((i) => !picked.has(i.id)),
            false,
          );
        },
        getCheckboxProps: (item) =>
          ({
            'aria-label': `Select ${itemTitle(item)} ${item.code ?? item.id}`,
            'data-testid': `select-item-${item.id}`,
          }) as object,
      }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      data-testid="inventory-table"
    />
  );
}
