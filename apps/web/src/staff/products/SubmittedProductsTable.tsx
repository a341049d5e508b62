import { skuForTable } from '@backroom/domain/format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { useListQuery } from '@web/shared/layout/use-list-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import { useSubmittedProducts } from './api/get-submitted-products';
import type { ProductCard as CatalogueProduct } from './api/product';
import { productImages } from './api/product';

/** Products Submitted For Review: image, title, SKU, brand and a Fill link that fills the product form. */
export function SubmittedProductsTable({ onFill }: { onFill: (product: CatalogueProduct) => void }) {
  const { query, setSearch, pagination } = useListQuery();
  const submitted = useSubmittedProducts(query);
  const columns: ColumnsType<CatalogueProduct> = [
    {
      title: 'Image',
      key: 'image',
      width: 72,
      render: (_, product) => {
        const image = productImages(product)[0];
        return <FallbackImage src={image} alt="" width={48} height={48} style={{ fontSize: 18 }} />;
      },
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'SKU', key: 'sku', render: (_, product) => skuForTable(product.sku) },
    { title: 'Brand', dataIndex: 'brand', key: 'brand', responsive: ['sm'] },
    {
      title: '',
      key: 'fill',
      render: (_, product) => (
        <Button
          type="link"
          onClick={() => onFill(product)}
          aria-label={`Fill the form with ${product.title}`}
          data-testid={`fill-product-${product.id}`}
        >
          Fill
        </Button>
      ),
    },
  ];
  return (
    <>
      <Input.Search
        placeholder="Search submitted products"
        aria-label="Search submitted products"
        allowClear
        enterButton="Search"
        onSearch={setSearch}
        style={{ maxWidth: 420, marginBottom: 12 }}
        data-testid="submitted-search"
      />
      <Table<CatalogueProduct>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={submitted.data?.products ?? []}
        loading={submitted.isFetching}
        pagination={pagination(submitted.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty description="No products waiting for review" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ),
        }}
        data-testid="submitted-products-table"
      />
    </>
  );
}
