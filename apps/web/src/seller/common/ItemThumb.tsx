import { productIdTooltip } from '@backroom/domain/messages';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { SellerItem } from '../api/seller-item';

export function ItemImage({ item, size = 48 }: { item: SellerItem; size?: number }) {
  return <FallbackImage src={item.product.image} alt={item.product.title} width={size} height={size} />;
}

/** The product's name with the item's code in a tooltip ("Product ID: {code}"). */
export function ItemName({ item }: { item: SellerItem }) {
  return (
    <Tooltip title={productIdTooltip(item.code)}>
      <Typography.Text strong data-testid="item-name">
        {item.product.title}
      </Typography.Text>
    </Tooltip>
  );
}
