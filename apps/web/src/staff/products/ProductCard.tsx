import { skuForCard } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import type { ProductCard as CatalogueProduct } from './api/product';
import { productImages } from './api/product';

interface ProductCardProps {
  product: CatalogueProduct;
  currency: string;
  onOpen: (product: CatalogueProduct) => void;
}

/**
 * A catalogue card: image, title, SKU and price. The card is one button that opens Add Inventory (spec 3 §2.2);
 * a link under it leads to the product page.
 */
export function ProductCard({ product, currency, onOpen }: ProductCardProps) {
  const image = productImages(product)[0];
  const price = product.price;
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-label={`Add inventory to ${product.title}`}
      onClick={() => onOpen(product)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(product);
        }
      }}
      data-testid={`product-card-${product.id}`}
      styles={{ body: { padding: 12 } }}
      cover={
        <FallbackImage
          src={image}
          alt={product.title}
          style={{ aspectRatio: '1 / 1', width: '100%', padding: image ? 8 : 0 }}
        />
      }
    >
      <Typography.Paragraph ellipsis={{ rows: 2 }} strong style={{ marginBottom: 4, minHeight: 44 }}>
        {product.title}
      </Typography.Paragraph>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {skuForCard(product.sku)}
        </Typography.Text>
        {price === null ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="product-card-price">
            None in stock
          </Typography.Text>
        ) : (
          <Typography.Text strong data-testid="product-card-price">
            {formatAmount(price, currency)}
          </Typography.Text>
        )}
      </Flex>
      <Link
        to={`/products/${product.id}`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        style={{ display: 'inline-block', marginTop: 6, fontSize: 12 }}
        data-testid={`product-page-link-${product.id}`}
      >
        Open product page
      </Link>
    </Card>
  );
}
