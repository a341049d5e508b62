import { formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel } from '@backroom/domain/statuses';
import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type CatalogueProduct, useCatalogue } from './get-catalogue';

const SIZES_SHOWN = 3;

/** The shared catalogue link (/catalogue/{handle}): what the store is asking consigners for, no sign-in needed. */
export function CataloguePage() {
  const { handle = '' } = useParams();
  const [params] = useSearchParams();
  const location = params.get('location');
  const catalogue = useCatalogue(handle, location);

  if (catalogue.isPending) return <ContentSkeleton />;
  if (catalogue.isError)
    return <LoadError what="this catalogue" error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  const { store, products, count } = catalogue.data;
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }} data-testid="public-catalogue">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ marginBottom: 0 }}>
            {store.name} is looking for
          </Typography.Title>
          <Typography.Text type="secondary">
            {count} {count === 1 ? 'product' : 'products'}
            {location ? ` for ${location}` : ''}. Sell or consign yours with us.
          </Typography.Text>
        </div>
        <Flex gap={8}>
          <Link to="/login">
            <Button>Sign in</Button>
          </Link>
          <Link to="/signup">
            <Button type="primary">Sign up to sell</Button>
          </Link>
        </Flex>
      </Flex>
      {products.length === 0 ? (
        <Empty style={{ marginTop: 48 }} description="No open requests right now. Check back soon." />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 16,
            marginTop: 24,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {products.map((p) => (
            <ProductRequestCard key={p.id} product={p} currency={store.currency} />
          ))}
        </div>
      )}
    </main>
  );
}

function ProductRequestCard({ product, currency }: { product: CatalogueProduct; currency: string }) {
  const [expanded, setExpanded] = useState(false);
  const sizes = expanded ? product.sizes : product.sizes.slice(0, SIZES_SHOWN);
  const money = (v: number | null) => (v === null ? '—' : formatAmount(v, currency));
  return (
    <Card
      data-testid={`catalogue-product-${product.id}`}
      cover={<FallbackImage src={product.image} alt={product.title} height={160} />}
      size="small"
    >
      <Typography.Text strong>{product.title}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{product.sku || 'N/A'}</Typography.Text>
      </div>
      {sizes.map((s) => (
        <Flex key={s.id} justify="space-between" gap={8} style={{ marginTop: 8 }} wrap>
          <span>{s.option1Value ?? '—'}</span>
          <span>
            {s.storeRequestPriceRange
              ? `${money(s.storeRequestPriceRange[0])} – ${money(s.storeRequestPriceRange[1])}`
              : money(s.price)}
          </span>
          <Tag color={s.status === 'Buying' ? 'gold' : 'blue'}>{inventoryStatusLabel(s.status)}</Tag>
          {s.location && <Typography.Text type="secondary">{s.location}</Typography.Text>}
        </Flex>
      ))}
      {product.sizes.length > SIZES_SHOWN && (
        <Button type="link" style={{ padding: 0 }} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show Less' : 'More sizes'}
        </Button>
      )}
    </Card>
  );
}
