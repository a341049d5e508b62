import { messages } from '@backroom/domain/messages';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useSellerAction } from '../api/seller-actions';
import { payoutText, type SellerItem } from '../api/seller-item';

/** The store asks for a new price (StoreRequestPriceChange): accept it, or cancel the drop-off. */
export function StorePriceChoice({ item }: { item: SellerItem }) {
  const { currency } = useStore();
  const accept = useSellerAction({ meta: { successMessage: 'Price change accepted' } });
  const cancel = useSellerAction({ meta: { successMessage: messages.dropoffCancelled } });
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Store asks {payoutText(item.requestedPrice, currency)}
      </Typography.Text>
      <Space wrap size={4}>
        <Popconfirm
          title={messages.confirmAcceptPriceChange}
          onConfirm={() => accept.mutateAsync({ action: 'acceptStorePriceChange', ids: [item.id] })}
        >
          <Button
            size="small"
            type="primary"
            loading={accept.isPending}
            data-testid={`accept-store-price-${item.id}`}
          >
            Accept
          </Button>
        </Popconfirm>
        <Popconfirm
          title={messages.confirmCancelDropoff}
          onConfirm={() => cancel.mutateAsync({ action: 'cancelDropoff', ids: [item.id] })}
        >
          <Button size="small" danger loading={cancel.isPending} data-testid={`cancel-dropoff-${item.id}`}>
            Cancel Dropoff
          </Button>
        </Popconfirm>
      </Space>
    </Flex>
  );
}
