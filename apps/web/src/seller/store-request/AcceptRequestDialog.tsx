import { messages } from '@backroom/domain/messages';
import { currencySymbol, formatAmount } from '@backroom/domain/money-format';
import { inventoryStatusLabel } from '@backroom/domain/statuses';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import Descriptions from 'antd/es/descriptions';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useSellerAction } from '../api/seller-actions';
import type { StoreRequestProduct, StoreRequestSize } from '../api/store-requests';

/**
 * The Accepted Inventory dialog: the request's details (read-only), Cancel and Accept. A Consignment request
 * takes the consigner's price, which must lie in the store's range ("Price is not within the requested price
 * range."); a Buying request pays its fixed price.
 */
export function AcceptRequestDialog({
  product,
  size,
  onClose,
}: {
  product: StoreRequestProduct;
  size: StoreRequestSize;
  onClose: () => void;
}) {
  const { currency } = useStore();
  const range = size.storeRequestPriceRange;
  const [price, setPrice] = useState<number | null>(range ? range[0] : size.price);
  const accept = useSellerAction({
    meta: { successMessage: 'Dropoff request accepted' },
    onSuccess: onClose,
  });
  const submit = () => {
    if (size.saleType === 'Consignment') {
      if (price === null) return toast.warning(messages.enterPrice);
      if (range && (price < range[0] || price > range[1])) return toast.error(messages.priceNotInRange);
      accept.mutate({ action: 'acceptStoreRequest', ids: [size.id], price });
    } else {
      accept.mutate({ action: 'acceptStoreRequest', ids: [size.id] });
    }
  };
  return (
    <Modal
      open
      title="Accepted Inventory"
      okText="Accept"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={accept.isPending}
      data-testid="accept-request-dialog"
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'product', label: 'Product', children: product.title },
          { key: 'sku', label: 'SKU', children: product.sku || 'N/A' },
          { key: 'size', label: 'Size', children: size.option1Value ?? '—' },
          { key: 'condition', label: 'Condition', children: size.option2Value ?? '—' },
          { key: 'type', label: 'Type', children: inventoryStatusLabel(size.status) },
          { key: 'location', label: 'Location', children: size.location ?? '—' },
          {
            key: 'price',
            label: range ? 'Price range' : 'Price',
            children: range
              ? `${formatAmount(range[0], currency)} – ${formatAmount(range[1], currency)}`
              : formatAmount(size.price, currency),
          },
        ]}
      />
      {size.saleType === 'Consignment' && (
        // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
        <label style={{ display: 'block', marginTop: 12 }}>
          <Typography.Text strong>Your price</Typography.Text>
          <InputNumber
            prefix={currencySymbol(currency)}
            value={price}
            onChange={(v) => setPrice(v === null ? null : Number(v))}
            style={{ width: '100%' }}
            aria-label="Your price"
            data-testid="accept-request-price"
          />
        </label>
      )}
    </Modal>
  );
}
