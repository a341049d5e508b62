import { messages } from '@backroom/domain/messages';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { lazy, Suspense, useState } from 'react';
import { useReviewCart } from './review-cart';
import { useValuesText } from './values-text';

// The panel (lists, confirms, preapproval checks) loads when first opened, not with the products screen.
const ReviewPanel = lazy(() => import('./ReviewPanel').then((m) => ({ default: m.ReviewPanel })));

/** Height kept free under a screen that shows the bar: on a phone it wraps to two rows (about 96 px). */
export function reviewBarSpace(isMobile: boolean): number {
  return isMobile ? 112 : 72;
}

/**
 * The add-items screen's fixed bottom bar (spec 2 §2.12): Reviews, Added Items, Values (currency + Σ payout ×
 * quantity, 2 decimals) and Review Items, which opens the full-screen review panel.
 */
export function ReviewBar() {
  const cart = useReviewCart();
  const [open, setOpen] = useState(false);
  const count = cart.lines.reduce((n, l) => n + l.quantity, 0);
  const values = useValuesText(cart.lines);
  const review = () => {
    if (cart.lines.length === 0) return toast.warning(messages.noItemForReview);
    window.scrollTo({ top: 0 });
    setOpen(true);
  };
  return (
    <>
      <Flex
        align="center"
        justify="space-between"
        gap={12}
        wrap
        role="region"
        aria-label="Items for review"
        data-testid="review-bar"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 900,
          padding: '10px 16px',
          background: '#fff',
          borderTop: '1px solid #f0f0f0',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.06)',
        }}
      >
        <Flex gap={16} align="center" wrap>
          <Button type="link" style={{ padding: 0 }} onClick={review} data-testid="review-link">
            Reviews
          </Button>
          <span>
            Added Items: <strong data-testid="review-count">{count}</strong>
          </span>
          <span>
            Values: <strong data-testid="review-values">{values}</strong>
          </span>
        </Flex>
        <Button type="primary" onClick={review} data-testid="review-items">
          Review Items
        </Button>
      </Flex>
      {open && (
        <Suspense fallback={null}>
          <ReviewPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
