import { useStore } from '@web/shared/store/store-context';

/** "Consigner", or "Seller" in a buying store (spec 3 §1). */
export function useSellerWord(): 'Consigner' | 'Seller' {
  return useStore().isBuyingStore ? 'Seller' : 'Consigner';
}
