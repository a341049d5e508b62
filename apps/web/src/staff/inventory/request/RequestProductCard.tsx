import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { UI } from '@backroom/domain/constants';
import { skuOrNA } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel } from '@backroom/domain/statuses';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { StoreProduct } from '../api/get-store-products';

/** A product with its sizes at 0 stock; each size shows its open requests and a Request button. */
export function RequestProductCard({
  product,
  currency,
  onRequest,
}: {
  product: StoreProduct;
  currency: string;
  onRequest: (size: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? product.sizes : product.sizes.slice(0, UI.storeRequestSizesShown);
  return (
    <Card size="small" data-testid={`request-product-${product.id}`}>
      <Flex gap={12} align="start">
        <FallbackImage
          src={product.image}
          alt={product.title}
          width={72}
          height={72}
          style={{ borderRadius: 4 }}
        />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong>{product.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {skuOrNA(product.sku)}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical gap={6} style={{ marginTop: 12 }}>
        {shown.map(({ size, requests }) => (
          <Flex key={size} gap={8} align="center" wrap data-testid={`request-size-${product.id}-${size}`}>
            <Typography.Text strong style={{ minWidth: 48 }}>
              {size}
            </Typography.Text>
            <Flex gap={4} wrap style={{ flex: 1 }}>
              {requests.length === 0 ? (
                <Typography.Text type="secondary">No request</Typography.Text>
              ) : (
                requests.map((r) => (
                  <Tag
                    key={r.id}
                    color={r.status === 'Buying' ? 'magenta' : 'blue'}
                    data-testid="store-request-tag"
                  >
                    {inventoryStatusLabel(r.status)}{' '}
                    {r.storeRequestPriceRange
                      ? `${formatAmount(r.storeRequestPriceRange[0], currency)} - ${formatAmount(r.storeRequestPriceRange[1], currency)}`
                      : formatAmount(r.price, currency)}
                  </Tag>
                ))
              )}
            </Flex>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onRequest(size)}
              aria-label={`Request size ${size} of ${product.title}`}
              data-testid={`request-size-button-${product.id}-${size}`}
            >
              Request
            </Button>
          </Flex>
        ))}
        {product.sizes.length > UI.storeRequestSizesShown && (
          <Button
            type="link"
            size="small"
            onClick={() => setExpanded((e) => !e)}
            style={{ alignSelf: 'start' }}
          >
            {expanded ? 'Show Less' : 'More sizes'}
          </Button>
        )}
        {product.sizes.length === 0 && (
          <Typography.Text type="secondary">Every size is in stock.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
