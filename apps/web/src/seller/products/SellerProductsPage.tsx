import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { LazyPagination } from '@web/shared/layout/LazyPagination';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useListQuery } from '@web/shared/layout/use-list-query';
import { useStore } from '@web/shared/store/store-context';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Search from 'antd/es/input/Search';
import { ReviewBar, reviewBarSpace } from '../add-items/ReviewBar';
import { usePendingProductRequests, useProducts } from '../api/get-products';
import { PendingRequests } from './PendingRequests';
import { ProductTile, ProductTileSkeleton } from './ProductTile';

/**
 * `/` Products, the add-items screen: search (clearable), the catalogue as cards that open the add wizard,
 * Request product for what is missing, and the review bar of the items added so far (spec 1 §2.3, 2 §2.12).
 */
export function SellerProductsPage() {
  const isMobile = useIsMobile();
  const { currency } = useStore();
  const { query, setSearch, pagination } = useListQuery(20);
  const products = useProducts(query);
  const pending = usePendingProductRequests();
  const list = products.data?.products ?? [];
  const grid = {
    display: 'grid',
    gap: isMobile ? 8 : 16,
    gridTemplateColumns: `repeat(auto-fill, minmax(${isMobile ? 150 : 190}px, 1fr))`,
  } as const;

  return (
    <div style={{ paddingBottom: reviewBarSpace(isMobile) }}>
      <PageHeader
        title="Products"
        extra={
          <LinkButton to="/products/create" icon={<PlusOutlined />} data-testid="request-product-link">
            Request product
          </LinkButton>
        }
      />
      <Search
        placeholder="Search by title, SKU or brand"
        aria-label="Search products"
        allowClear
        enterButton="Search"
        loading={products.isFetching && !products.isPending}
        onSearch={setSearch}
        style={{ maxWidth: 520, marginBottom: 16 }}
        data-testid="product-search"
      />
      {products.isError && (
        <LoadError what="products" error={products.error} onRetry={() => void products.refetch()} />
      )}
      {!query.search && <PendingRequests requests={pending.data ?? []} />}
      {products.isPending ? (
        <div style={grid} role="status" aria-label="Loading products">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <ProductTileSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <Empty
          description={
            query.search
              ? `No products match "${query.search}". Request it and the store adds it to the catalogue.`
              : 'This store has no products to list yet. Request the product you want to sell: the store reviews it, and once it is approved you can add your items here.'
          }
          data-testid="products-empty"
        >
          <LinkButton to="/products/create" type="primary">
            Request product
          </LinkButton>
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          <div style={grid} data-testid="products-grid">
            {list.map((product) => (
              <ProductTile key={product.id} product={product} currency={currency} />
            ))}
          </div>
          <LazyPagination
            {...pagination(products.data?.total ?? 0)}
            align="end"
            size={isMobile ? 'small' : undefined}
            showQuickJumper={!isMobile}
          />
        </Flex>
      )}
      <ReviewBar />
    </div>
  );
}
