import { messages } from '@backroom/domain/messages';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table, { type ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import type { DuplicateProduct } from './api/product';
import { productImages } from './api/product';

interface DuplicateProductsTableProps {
  duplicates: DuplicateProduct[];
  merging: boolean;
  onMerge: (duplicate: DuplicateProduct) => void;
}

/** Products with the same SKU, each with MERGE (the duplicate goes into the product on screen). */
export function DuplicateProductsTable({ duplicates, merging, onMerge }: DuplicateProductsTableProps) {
  const columns: ColumnsType<DuplicateProduct> = [
    {
      title: 'Image',
      key: 'image',
      width: 72,
      render: (_, product) => {
        const image = productImages(product)[0];
        return <FallbackImage src={image} alt="" width={48} height={48} style={{ fontSize: 18 }} />;
      },
    },
    {
      title: 'Title',
      key: 'title',
      render: (_, product) => <Link to={`/products/${product.id}`}>{product.title}</Link>,
    },
    { title: 'SKU', dataIndex: 'sku', key: 'sku' },
    { title: 'Id', dataIndex: 'id', key: 'id', responsive: ['md'] },
    {
      title: 'Action',
      key: 'merge',
      render: (_, product) => (
        <Popconfirm
          title={`Merge "${product.title}" into this product?`}
          description={messages.actionCannotBeUndone}
          okText="Merge"
          okButtonProps={{ danger: true, loading: merging, 'data-testid': 'confirm-merge' }}
          onConfirm={() => onMerge(product)}
        >
          <Button danger size="small" data-testid={`merge-product-${product.id}`}>
            MERGE
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<DuplicateProduct>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={duplicates}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="duplicate-products-table"
    />
  );
}
