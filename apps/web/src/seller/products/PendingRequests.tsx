import { skuForCard } from '@backroom/domain/format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import type { PendingProductRequest } from '../api/get-products';
import '@web/shared/layout/plain-text.css';
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
      <h5 className="plain-h5" style={{ marginBottom: 4 }}>
        Your product requests
      </h5>
      <p className="plain-secondary" style={{ marginBottom: 12 }}>
        The store reviews each request. Once it is approved the product appears in the list below and you can
        add your items to it.
      </p>
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
              <span
                className="plain-strong plain-one-line"
                title={product.title}
                style={{ display: 'block' }}
              >
                {product.title}
              </span>
              {product.sku && (
                <span className="plain-secondary" style={{ fontSize: 12, display: 'block' }}>
                  {skuForCard(product.sku)}
                </span>
              )}
              <span className="plain-tag-gold" style={{ marginTop: 4 }}>
                {PENDING_REVIEW}
              </span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
