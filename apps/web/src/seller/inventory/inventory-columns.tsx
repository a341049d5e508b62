import EditOutlined from '@ant-design/icons/EditOutlined';
import { daysActive } from '@backroom/domain/dates';
import { skuForTable } from '@backroom/domain/format';
import { inventoryPriceEditable, showStorePriceChangeChoice } from '@backroom/domain/inventory-buttons';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import type { SellerItem } from '../api/seller-item';
import { ItemImage, ItemName } from '../common/ItemThumb';
import { PriceChangeInput } from '../common/PriceChangeInput';
import { SellerStatusTag } from '../common/SellerStatusTag';
import { StorePriceChoice } from '../common/StorePriceChoice';
import { TrackingButton } from '../common/TrackingButton';

/** The consigner inventory table of spec 2 §2.4. Size sorts on the server (first number of the size). */
export function inventoryColumns(sizeOrder: 'ascend' | 'descend', now: Date): ColumnsType<SellerItem> {
  return [
    { key: 'image', title: 'Product', width: 64, render: (_, item) => <ItemImage item={item} /> },
    { key: 'name', title: 'Name', width: 220, render: (_, item) => <ItemName item={item} /> },
    { key: 'sku', title: 'SKU', render: (_, item) => skuForTable(item.product.sku) },
    { key: 'location', title: 'Location', dataIndex: 'location' },
    {
      key: 'size',
      title: 'Size',
      dataIndex: 'option1Value',
      sorter: true,
      sortOrder: sizeOrder,
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    { key: 'condition', title: 'Condition', dataIndex: 'option2Value' },
    { key: 'status', title: 'Status', render: (_, item) => <SellerStatusTag status={item.status} /> },
    { key: 'days', title: 'Days Active', render: (_, item) => daysActive(item, now) ?? '—' },
    {
      key: 'price',
      title: 'Price',
      render: (_, item) =>
        showStorePriceChangeChoice(item.status) ? (
          <StorePriceChoice item={item} />
        ) : (
          <PriceChangeInput item={item} enabled={inventoryPriceEditable(item.status)} />
        ),
    },
    // Kept in view at 1280 px: the middle columns scroll under them instead of pushing them off-screen.
    {
      key: 'tracking',
      title: 'Tracking',
      fixed: 'right',
      render: (_, item) => <TrackingButton item={item} />,
    },
    {
      key: 'edit',
      title: 'Edit',
      fixed: 'right',
      width: 64,
      render: (_, item) => (
        <Button
          icon={<EditOutlined />}
          href={`/productItem/${item.productId}`}
          target="_blank"
          rel="noopener"
          aria-label={`Edit ${item.product.title}`}
          data-testid={`edit-${item.id}`}
        />
      ),
    },
  ];
}
