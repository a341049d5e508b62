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

/** The card's title as a button that looks like the title: the keyboard's way to Add Inventory. */
const TITLE_BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

/**
 * A catalogue card: image, title, SKU and price. A click anywhere on the card opens Add Inventory (spec 3 §2.2);
 * for the keyboard the title is that button (the card itself is not one: it holds the link under it to the
 * product page, and a control inside a control is unreachable for screen readers).
 */
export function ProductCard({ product, currency, onOpen }: ProductCardProps) {
  const image = productImages(product)[0];
  const price = product.price;
  return (
    <Card
      hoverable
      onClick={() => onOpen(product)}
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
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(product);
          }}
          aria-describedby={`product-card-add-${product.id}`}
          style={TITLE_BUTTON}
          data-testid={`product-card-open-${product.id}`}
        >
          {product.title}
        </button>
        <span id={`product-card-add-${product.id}`} hidden>
          Add inventory
        </span>
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
