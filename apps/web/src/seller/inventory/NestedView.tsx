import { skuForTable } from '@backroom/domain/format';
import Badge from 'antd/es/badge';
import Collapse from 'antd/es/collapse';
import Flex from 'antd/es/flex';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { SellerItem } from '../api/seller-item';
import { ItemImage } from '../common/ItemThumb';

/** The nested view: the page's items grouped by product, each with its quantity; a group opens its items. */
export function NestedView({ items, columns }: { items: SellerItem[]; columns: ColumnsType<SellerItem> }) {
  const groups = new Map<number, SellerItem[]>();
  for (const item of items) groups.set(item.productId, [...(groups.get(item.productId) ?? []), item]);
  const sub = columns.filter((c) => c.key !== 'image' && c.key !== 'name' && c.key !== 'sku');
  return (
    <Collapse
      data-testid="nested-view"
      items={[...groups.values()].map((group) => {
        const first = group[0]!;
        return {
          key: first.productId,
          label: (
            <Flex gap={12} align="center">
              <ItemImage item={first} size={40} />
              <Typography.Text strong>{first.product.title}</Typography.Text>
              <Typography.Text type="secondary">{skuForTable(first.product.sku)}</Typography.Text>
              <Badge count={group.length} showZero color="blue" title="Quantity" />
            </Flex>
          ),
          children: (
            <Table<SellerItem>
              size="small"
              rowKey="id"
              columns={sub.map((c) => ({ ...c, sorter: false, sortOrder: undefined }))}
              dataSource={group}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          ),
        };
      })}
    />
  );
}
