import { messages } from '@backroom/domain/messages';
import { currencySymbol } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useSellerAction } from '../api/seller-actions';
import type { SellerItem } from '../api/seller-item';

/**
 * The editable price of an item: a new price is sent as a price-change request (requestPriceChange); an empty
 * one warns "Please enter a price". Disabled unless `enabled` (the screen's rule for the item's status).
 */
export function PriceChangeInput({ item, enabled }: { item: SellerItem; enabled: boolean }) {
  const { currency } = useStore();
  const [price, setPrice] = useState<number | null>(item.price);
  const request = useSellerAction({ meta: { successMessage: messages.requestedPriceChange } });
  const send = () => {
    if (price === null || price === undefined || Number.isNaN(price))
      return toast.warning(messages.enterPrice);
    request.mutate({ action: 'requestPriceChange', ids: [item.id], requestedPrice: price });
  };
  return (
    <Space.Compact>
      <InputNumber
        prefix={currencySymbol(currency)}
        value={price}
        onChange={(value) => setPrice(value === null ? null : Number(value))}
        onPressEnter={send}
        disabled={!enabled}
        style={{ width: 120 }}
        aria-label={`Price of ${item.code}`}
        data-testid={`price-input-${item.id}`}
      />
      <Button
        disabled={!enabled || price === item.price}
        loading={request.isPending}
        onClick={send}
        data-testid={`price-save-${item.id}`}
      >
        Save
      </Button>
    </Space.Compact>
  );
}
