import { FallbackImage } from '@web/shared/layout/FallbackImage';
import type { InventoryItem } from '../api/inventory';
import { itemTitle } from '../api/inventory';

/** The item's own picture, else its product's image. */
export function ItemImage({ item, size = 48 }: { item: InventoryItem; size?: number }) {
  return (
    <FallbackImage
      src={item.image || item.product?.image}
      alt={itemTitle(item)}
      width={size}
      height={size}
      style={{ borderRadius: 4, flex: 'none', fontSize: size / 2 }}
    />
  );
}
