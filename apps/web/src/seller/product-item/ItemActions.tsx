import {
  priceChangeInputEnabled,
  showCancelDropoff,
  withdrawConfirm,
} from '@backroom/domain/inventory-buttons';
import { messages, priceChangePending } from '@backroom/domain/messages';
import { formatMoney } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useSellerAction } from '../api/seller-actions';
import { minorOf, type SellerItem } from '../api/seller-item';
import { PriceChangeInput } from '../common/PriceChangeInput';
import { StorePriceChoice } from '../common/StorePriceChoice';

/** The price-change request cell: the input (Active, RequestPriceChange) and the pending request's note. */
export function PriceRequestCell({ item }: { item: SellerItem }) {
  const { currency } = useStore();
  if (item.status === 'StoreRequestPriceChange') return <StorePriceChoice item={item} />;
  const requested = minorOf(item.requestedPrice, currency);
  return (
    <Flex vertical gap={4}>
      <PriceChangeInput item={item} enabled={priceChangeInputEnabled(item.status)} />
      {item.status === 'RequestPriceChange' && requested !== null && (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={`price-pending-${item.id}`}>
          {priceChangePending(formatMoney(requested, currency))}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Withdraw (a Pending item is withdrawn; a live one becomes a withdrawal request) and Cancel drop-off (Requested,
 * Pending), each behind the spec's confirm. An early-withdrawal fee is computed by the store, never shown here.
 */
export function ItemActions({ item }: { item: SellerItem }) {
  const withdraw = withdrawConfirm(item.status);
  // Spec 2 §8 words no notice for these; ours say what happened (docs/decisions.md).
  const act = useSellerAction({
    meta: {
      successMessage: withdraw?.action === 'withdrawInventory' ? 'Item withdrawn' : 'Withdrawal requested',
    },
  });
  const cancel = useSellerAction({ meta: { successMessage: messages.dropoffCancelled } });
  return (
    <Flex gap={8} wrap>
      {withdraw && (
        <Popconfirm
          title={withdraw.title}
          description={
            withdraw.action === 'withdrawInventory'
              ? 'The status of this item will change to Withdrawn.'
              : 'The store will review your request.'
          }
          okText={withdraw.okText ?? 'Yes'}
          onConfirm={() => act.mutateAsync({ action: withdraw.action, ids: [item.id] })}
        >
          <Button size="small" loading={act.isPending} data-testid={`withdraw-${item.id}`}>
            {withdraw.action === 'withdrawInventory' ? 'Withdraw' : 'Request withdrawal'}
          </Button>
        </Popconfirm>
      )}
      {showCancelDropoff(item.status) && (
        <Popconfirm
          title={messages.confirmCancelDropoff}
          onConfirm={() => cancel.mutateAsync({ action: 'cancelDropoff', ids: [item.id] })}
        >
          <Button size="small" danger loading={cancel.isPending} data-testid={`cancel-dropoff-${item.id}`}>
            Cancel Dropoff
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

export function payoutLine(item: SellerItem, currency: string): string {
  const minor = minorOf(item.payoutAmount, currency);
  return minor === null ? '—' : formatMoney(minor, currency);
}
