import EditOutlined from '@ant-design/icons/EditOutlined';
import { daysActive } from '@backroom/domain/dates';
import { skuForCard } from '@backroom/domain/format';
import { inventoryPriceEditable, showStorePriceChangeChoice } from '@backroom/domain/inventory-buttons';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { payoutText, type SellerItem } from '../api/seller-item';
import { ItemImage } from '../common/ItemThumb';
import { PriceChangeInput } from '../common/PriceChangeInput';
import { SellerStatusTag } from '../common/SellerStatusTag';
import { StorePriceChoice } from '../common/StorePriceChoice';
import { TrackingButton } from '../common/TrackingButton';
import { cardPriceLine } from './card-price';

/** An item as a card under 768 px: SKU cut to 12, payout with one decimal (spec 2 §2.8, §9). */
export function ItemCard({
  item,
  now,
  extra,
  statusColor,
  editLink = false,
}: {
  item: SellerItem;
  now: Date;
  extra?: ReactNode;
  /** The list's own status colour (the drop-off lists: Sold green, others red). */
  statusColor?: string;
  /** The inventory table's Edit: the product item screen of the item's product. */
  editLink?: boolean;
}) {
  const { currency } = useStore();
  const days = daysActive(item, now);
  const price = cardPriceLine(item, currency);
  return (
    <Card size="small" data-testid={`item-card-${item.id}`}>
      <Flex gap={12}>
        <ItemImage item={item} size={64} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis>
            {item.product.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.code} · {skuForCard(item.product.sku)}
          </Typography.Text>
          <Typography.Text style={{ fontSize: 12 }}>
            Size {item.option1Value ?? '—'} · {item.option2Value ?? '—'} · {item.location ?? 'No location'}
            {days !== null ? ` · ${days} ${days === 1 ? 'day' : 'days'} active` : ''}
          </Typography.Text>
          <Flex gap={8} align="center" wrap>
            <SellerStatusTag status={item.status} color={statusColor} />
            {price && (
              <Typography.Text style={{ fontSize: 12 }} data-testid={`card-price-${item.id}`}>
                {price}
              </Typography.Text>
            )}
            <Typography.Text style={{ fontSize: 12 }}>
              Payout {payoutText(item.payoutAmount, currency, 'card')}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        {showStorePriceChangeChoice(item.status) ? (
          <StorePriceChoice item={item} />
        ) : (
          inventoryPriceEditable(item.status) && <PriceChangeInput item={item} enabled />
        )}
        <TrackingButton item={item} />
        {editLink && (
          <LinkButton
            to={`/productItem/${item.productId}`}
            size="small"
            icon={<EditOutlined />}
            data-testid={`edit-${item.id}`}
          >
            Edit
          </LinkButton>
        )}
        {extra}
      </Flex>
    </Card>
  );
}
