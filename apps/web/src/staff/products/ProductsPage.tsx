import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useListQuery } from '@web/shared/layout/use-list-query';
import { useStore } from '@web/shared/store/store-context';
import { AddInventoryDialog } from '@web/staff/inventory/public';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProducts } from './api/get-products';
import type { ProductCard as CatalogueProduct } from './api/product';
import { ProductCard } from './ProductCard';
import { productTexts } from './product-texts';
import { useShopifyConnection } from './shopify-import/api/shopify-products';

/**
 * `/`: search the catalogue, a grid of product cards, Create New Product (spec 3 §2.1); `banner` (the setup
 * checklist on `/`) sits under the title.
 */
export function ProductsPage({ banner }: { banner?: ReactNode } = {}) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const store = useStore();
  const { query, setSearch, pagination } = useListQuery();
  const search = query.search;
  const products = useProducts(query);
  // Only a store connected to a Shopify shop is offered its import.
  const shopify = useShopifyConnection();
  const [adding, setAdding] = useState<CatalogueProduct | null>(null);
  const list = products.data?.products ?? [];
  const total = products.data?.total ?? 0;
  const grid = {
    display: 'grid',
    gap: isMobile ? 8 : 16,
    gridTemplateColumns: `repeat(auto-fill, minmax(${isMobile ? 150 : 190}px, 1fr))`,
  } as const;

  return (
    <>
      <PageHeader
        title="Products"
        extra={
          <Flex gap={8} wrap>
            {shopify.data?.connected && (
              <LinkButton
                to="/products/shopify"
                icon={<CloudDownloadOutlined />}
                data-testid="shopify-import-link"
              >
                {shopify.data.testShop ? 'Import from the local test Shopify shop' : 'Import from Shopify'}
              </LinkButton>
            )}
            <LinkButton to="/quickAdd" icon={<ThunderboltOutlined />} data-testid="quick-add-link">
              Quick add
            </LinkButton>
            <LinkButton
              to="/products/create"
              type="primary"
              icon={<PlusOutlined />}
              data-testid="create-product-link"
            >
              Create New Product
            </LinkButton>
          </Flex>
        }
      />
      {banner}
      <Input.Search
        placeholder={productTexts.searchPlaceholder}
        aria-label="Search products"
        allowClear
        enterButton="Search"
        loading={products.isFetching && !products.isPending}
        onSearch={setSearch}
        style={{ maxWidth: 520, marginBottom: 16 }}
        data-testid="product-search"
      />
      {products.isPending ? (
        <div style={grid} role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Card key={i}>
              <Skeleton.Image active style={{ width: '100%', height: 140 }} />
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          ))}
        </div>
      ) : list.length === 0 ? (
        <Empty
          description={search ? `No products match "${search}"` : 'No products yet'}
          data-testid="products-empty"
        >
          <Button type="primary" onClick={() => navigate('/products/create')}>
            Create New Product
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          <div style={grid} data-testid="products-grid">
            {list.map((product) => (
              <ProductCard key={product.id} product={product} currency={store.currency} onOpen={setAdding} />
            ))}
          </div>
          <Pagination
            {...pagination(total, products.data?.totalCapped)}
            align="end"
            size={isMobile ? 'small' : undefined}
            showQuickJumper={!isMobile}
          />
        </Flex>
      )}
      <AddInventoryDialog product={adding} onClose={() => setAdding(null)} />
    </>
  );
}
