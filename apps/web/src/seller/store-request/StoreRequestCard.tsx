import { skuOrNA } from '@backroom/domain/format';
import { formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel } from '@backroom/domain/statuses';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { StoreRequestProduct, StoreRequestSize } from '../api/store-requests';

const SHOWN = 3;

/** A product the store asks for: up to 3 size rows, More sizes / Show Less, accept or decline each. */
export function StoreRequestCard({
  product,
  onAccept,
  onDecline,
}: {
  product: StoreRequestProduct;
  onAccept: (size: StoreRequestSize) => void;
  onDecline: (size: StoreRequestSize) => void;
}) {
  const { currency } = useStore();
  const [all, setAll] = useState(false);
  const sizes = all ? product.sizes : product.sizes.slice(0, SHOWN);
  return (
    <Card size="small" data-testid={`request-card-${product.id}`}>
      <Flex gap={12} style={{ marginBottom: 8 }}>
        <FallbackImage src={product.image} alt={product.title} width={64} height={64} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{product.title}</Typography.Text>
          <Typography.Text type="secondary">{skuOrNA(product.sku)}</Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical gap={6}>
        {sizes.map((size) => (
          <Flex
            key={size.id}
            justify="space-between"
            align="center"
            gap={8}
            wrap
            data-testid={`request-size-${size.id}`}
          >
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{size.option1Value ?? '—'}</Typography.Text>
              <Typography.Text>
                {size.storeRequestPriceRange
                  ? `${formatAmount(size.storeRequestPriceRange[0], currency)} – ${formatAmount(size.storeRequestPriceRange[1], currency)}`
                  : formatAmount(size.price, currency)}
              </Typography.Text>
              <Tag color={size.status === 'Buying' ? 'magenta' : 'blue'}>
                {inventoryStatusLabel(size.status)}
              </Tag>
              <Typography.Text type="secondary">{size.location ?? ''}</Typography.Text>
            </Flex>
            <Flex gap={4}>
              <Button
                size="small"
                type="primary"
                onClick={() => onAccept(size)}
                data-testid={`accept-request-${size.id}`}
              >
                Accept Dropoff Request
              </Button>
              <Popconfirm title="Hide this request?" onConfirm={() => onDecline(size)}>
                <Button size="small" data-testid={`decline-request-${size.id}`}>
                  Decline
                </Button>
              </Popconfirm>
            </Flex>
          </Flex>
        ))}
      </Flex>
      {product.sizes.length > SHOWN && (
        <Button type="link" style={{ padding: 0 }} onClick={() => setAll((a) => !a)} data-testid="more-sizes">
          {all ? 'Show Less' : 'More sizes'}
        </Button>
      )}
    </Card>
  );
}
