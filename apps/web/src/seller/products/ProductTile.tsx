import { skuForCard } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import type { ProductCard } from '../api/get-products';
import '@web/shared/layout/plain-text.css';
import './product-tile.css';

/**
 * A catalogue product on the first signed-in screen: picture, title, SKU and lowest price, opening the add
 * wizard. The link is named by what it shows (the picture is decorative: the title is next to it). A plain link styled like a hoverable card: antd's Card would add ~13 KB gzipped to the first load.
 */
export function ProductTile({ product, currency }: { product: ProductCard; currency: string }) {
  return (
    <Link
      to={`/products/${product.id}`}
      className="seller-product-tile"
      data-testid={`product-card-${product.id}`}
    >
      <FallbackImage
        src={product.image}
        alt=""
        style={{ aspectRatio: '1 / 1', width: '100%', padding: product.image ? 8 : 0 }}
      />
      <div className="seller-product-tile-body">
        <p
          className="plain-strong plain-two-lines"
          title={product.title}
          style={{ marginBottom: 4, minHeight: 44 }}
        >
          {product.title}
        </p>
        <Flex justify="space-between" align="baseline" gap={8}>
          <span className="plain-secondary" style={{ fontSize: 12 }}>
            {skuForCard(product.sku)}
          </span>
          {product.price === null ? (
            <span className="plain-secondary" style={{ fontSize: 12 }}>
              None listed yet
            </span>
          ) : (
            <span className="plain-strong">{formatAmount(product.price, currency)}</span>
          )}
        </Flex>
      </div>
    </Link>
  );
}

/** The tile's shape while the products load. */
export function ProductTileSkeleton() {
  return (
    <div className="seller-product-tile seller-product-tile-body">
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
  );
}
