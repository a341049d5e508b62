import { formatAmount } from '@backroom/domain/money-format';
import { tablePagination } from '@web/shared/layout/table-pagination';
import Empty from 'antd/es/empty';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { consignerIdOf, consignerName, type ProductInventory } from './api/product';
import { productTexts } from './product-texts';

interface ProductInventoryTableProps {
  inventories: ProductInventory[];
  optionNames: string[];
  currency: string;
}

/** The product's inventory units: rows link to /inventories/{id}, consigners to /consigners/{id}. */
export function ProductInventoryTable({ inventories, optionNames, currency }: ProductInventoryTableProps) {
  const optionColumns: ColumnsType<ProductInventory> = (
    ['option1Value', 'option2Value', 'option3Value'] as const
  )
    .slice(0, Math.max(1, optionNames.length))
    .map((key, i) => ({ title: optionNames[i] ?? 'Size', dataIndex: key, key }));
  const columns: ColumnsType<ProductInventory> = [
    {
      title: 'Item',
      key: 'id',
      render: (_, item) => (
        <Link to={`/inventories/${item.id}`} data-testid={`inventory-link-${item.id}`}>
          {item.code || `#${item.id}`}
        </Link>
      ),
    },
    ...optionColumns,
    { title: 'Price', key: 'price', render: (_, item) => formatAmount(item.price, currency) },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (s?: string) => (s ? <Tag>{s}</Tag> : null),
    },
    {
      title: 'Consigner',
      key: 'consigner',
      render: (_, item) => {
        const id = consignerIdOf(item);
        return id ? <Link to={`/consigners/${id}`}>{consignerName(item)}</Link> : consignerName(item);
      },
    },
    { title: 'Location', dataIndex: 'location', key: 'location', responsive: ['md'] },
  ];
  return (
    <Table<ProductInventory>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={inventories}
      pagination={inventories.length > 10 ? tablePagination : false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty description={productTexts.inventoryEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
      }}
      data-testid="product-inventory-table"
    />
  );
}
