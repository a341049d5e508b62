import { formatAmount } from '@backroom/domain/money-format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { Spinner } from '@web/shared/layout/Spinner';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { useShopProducts } from './api/shop-api';
import { ShopLayout } from './ShopLayout';

const PAGE_SIZE = 24;

/** /shop: the built-in storefront (the `local` adapter): what is for sale, cheapest first. No sign-in. */
export function ShopPage() {
  const { currency } = useStore();
  const [query, setQuery] = useState({ search: '', page: 1, pageSize: PAGE_SIZE });
  const products = useShopProducts(query);
  const list = products.data?.products ?? [];
  return (
    <ShopLayout>
      <Input.Search
        placeholder="Search sneakers, brands, SKUs"
        aria-label="Search the shop"
        allowClear
        enterButton="Search"
        onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim(), page: 1 }))}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {products.data?.store.takesOrders === false && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This store does not take online orders yet. Visit the store to buy these items."
          data-testid="shop-no-orders"
        />
      )}
      {products.isError ? (
        <LoadError what="the shop" error={products.error} onRetry={() => products.refetch()} />
      ) : products.isPending ? (
        <Spinner label="Loading the shop" />
      ) : list.length === 0 ? (
        <Empty
          description={query.search ? `Nothing matches "${query.search}"` : 'Nothing for sale right now.'}
        />
      ) : (
        <div
          style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {list.map((p) => (
            <Link key={p.id} to={`/shop/products/${p.id}`} data-testid={`shop-product-${p.id}`}>
              <Card hoverable size="small" cover={<FallbackImage src={p.image} alt={p.title} height={180} />}>
                <Typography.Text strong ellipsis={{ tooltip: p.title }}>
                  {p.title}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">{p.brand}</Typography.Text>
                </div>
                <div>From {formatAmount(p.price, currency)}</div>
              </Card>
            </Link>
          ))}
        </div>
      )}
      {(products.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={query.page}
          pageSize={PAGE_SIZE}
          total={products.data?.total}
          showSizeChanger={false}
          onChange={(page) => setQuery((q) => ({ ...q, page }))}
        />
      )}
    </ShopLayout>
  );
}
