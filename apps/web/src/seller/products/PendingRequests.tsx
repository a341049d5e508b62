import { skuForCard } from '@backroom/domain/format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { PendingProductRequest } from '../api/get-products';
import './product-tile.css';

export const PENDING_REVIEW = 'Pending review';

const rows = {
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
} as const;

/**
 * The seller's own product requests the store has not approved yet: shown on Products so a request does not
 * seem lost. Compact rows, not links: items can be added once the store approves the product.
 */
export function PendingRequests({ requests }: { requests: PendingProductRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section data-testid="pending-requests" style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        Your product requests
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        The store reviews each request. Once it is approved the product appears in the list below and you can
        add your items to it.
      </Typography.Paragraph>
      <div style={rows}>
        {requests.map((product) => (
          <div
            key={product.id}
            className="seller-product-tile seller-product-pending"
            data-testid={`pending-request-${product.id}`}
          >
            <FallbackImage
              src={product.image}
              alt={product.title}
              style={{ width: 56, height: 56, flex: 'none', padding: product.image ? 4 : 0 }}
            />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {product.title}
              </Typography.Text>
              {product.sku && (
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {skuForCard(product.sku)}
                </Typography.Text>
              )}
              <Tag color="gold" style={{ marginTop: 4 }}>
                {PENDING_REVIEW}
              </Tag>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
