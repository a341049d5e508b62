/**
 * What other staff features may use of inventory (features import no other feature's internals): the Add
 * Inventory modal, loaded on first use.
 */
import { lazy, Suspense } from 'react';
import type { AddInventoryProduct } from './add/line-values';

export type { AddInventoryProduct };

const LazyModal = lazy(() =>
  import('./add/AddInventoryModal').then((m) => ({ default: m.AddInventoryModal })),
);

/** The Add Inventory modal of spec 2 §2.12 for `product`; renders nothing while closed. */
export function AddInventoryDialog({
  product,
  onClose,
}: {
  product: AddInventoryProduct | null;
  onClose: () => void;
}) {
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal product={product} open onClose={onClose} />
    </Suspense>
  );
}

const LazyList = lazy(() =>
  import('./list/InventoryListPage').then((m) => ({ default: m.InventoryListPage })),
);

/** One consigner's items (the consigner page): the Find list with the consigner fixed. */
export function ConsignerInventory({ consignerId }: { consignerId: number }) {
  return (
    <Suspense fallback={null}>
      <LazyList kind="Find" consignerId={consignerId} embedded />
    </Suspense>
  );
}
