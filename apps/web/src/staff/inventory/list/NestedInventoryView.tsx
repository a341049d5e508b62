import { skuForTable } from '@backroom/domain/format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import type { InventoryItem } from '../api/inventory';
import { type ItemViewProps, inventoryColumns } from './InventoryTable';

interface ProductGroup {
  productId: number;
  title: string;
  sku: string | null | undefined;
  image: string | null | undefined;
  items: InventoryItem[];
}

/** The page's items grouped by product, in the order they came. */
export function groupByProduct(items: readonly InventoryItem[]): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const item of items) {
    let group = groups.get(item.productId);
    if (!group) {
      group = {
        productId: item.productId,
        title: item.product?.title ?? `Product ${item.productId}`,
        sku: item.product?.sku,
        image: item.product?.image,
        items: [],
      };
      groups.set(item.productId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** The nested view: one row per product with its quantity; a click opens the product's items. */
export function NestedInventoryView(props: ItemViewProps & { loading: boolean; emptyText: ReactNode }) {
  const { config, items, selected, onSelect, onAction, busy, loading, emptyText } = props;
  const itemColumns = inventoryColumns(props).filter((c) => c.key !== 'sku');
  const columns: ColumnsType<ProductGroup> = [
    {
      title: '',
      key: 'select',
      width: 48,
      render: (_, group) => {
        const count = group.items.filter((i) => selected.has(i.id)).length;
        return (
          <Checkbox
            checked={count === group.items.length}
            indeterminate={count > 0 && count < group.items.length}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => onSelect(group.items, event.target.checked)}
            aria-label={`Select every ${group.title}`}
          />
        );
      },
    },
    {
      title: 'Product',
      key: 'product',
      render: (_, group) => (
        <Flex gap={8} align="center">
          <FallbackImage
            src={group.image}
            alt={group.title}
            width={48}
            height={48}
            style={{ borderRadius: 4 }}
          />
          <Flex vertical>
            <Typography.Text strong>{group.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {skuForTable(group.sku)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: 'Quantity',
      key: 'quantity',
      align: 'right',
      render: (_, group) => (
        <span data-testid={`group-quantity-${group.productId}`}>{group.items.length}</span>
      ),
    },
    ...(config.acceptAll
      ? [
          {
            title: '',
            key: 'acceptAll',
            render: (_: unknown, group: ProductGroup) => (
              <Button
                size="small"
                type="primary"
                disabled={busy}
                onClick={(event) => {
                  event.stopPropagation();
                  if (config.acceptAll) onAction(config.acceptAll, group.items);
                }}
                data-testid={`accept-all-${group.productId}`}
              >
                Accept All
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<ProductGroup>
      rowKey="productId"
      columns={columns}
      dataSource={groupByProduct(items)}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandRowByClick: true,
        expandedRowRender: (group) => (
          <Table<InventoryItem>
            rowKey="id"
            size="small"
            columns={itemColumns}
            dataSource={group.items}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={{
              selectedRowKeys: group.items.filter((i) => selected.has(i.id)).map((i) => i.id),
              onChange: (keys) => {
                const picked = new Set(keys);
                onSelect(
                  group.items.filter((i) => picked.has(i.id)),
                  true,
                );
                onSelect(
                  group.items.filter((i) => !picked.has(i.id)),
                  false,
                );
              },
            }}
            data-testid={`group-items-${group.productId}`}
          />
        ),
      }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      data-testid="inventory-nested"
      onRow={() => ({ style: { cursor: 'pointer' } })}
    />
  );
}
