import type { LowestPrices } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { InventoryItem } from './inventory';

/** Lowest Active price and Active count of one variant. */
export type VariantStock = LowestPrices['lowestPriceProducts'][number];

/** POST /api/inventories/lowestPriceInventories {productSkus} → {lowestPriceProducts} (Requested lists). */
export async function getLowestPrices(skus: readonly string[]): Promise<VariantStock[]> {
  const data = await api.post('/api/inventories/lowestPriceInventories', { productSkus: [...skus] });
  return data.lowestPriceProducts;
}

export function lowestPricesQueryOptions(skus: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.inventories.lowestBySku(skus),
    queryFn: () => getLowestPrices(skus),
    meta: { silent: true },
  });
}

/** The page's items with In Stock and Lowest Price of their variant (requests to sell show both). */
export function useWithStock(items: InventoryItem[], enabled: boolean): InventoryItem[] {
  const skus = [...new Set(items.map((i) => i.product?.sku).filter((s): s is string => Boolean(s)))].sort();
  const stock = useQuery({ ...lowestPricesQueryOptions(skus), enabled: enabled && skus.length > 0 });
  if (!enabled) return items;
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');
  return items.map((item) => {
    const match = stock.data?.find(
      (v) =>
        v.productId === item.productId &&
        same(v.option1Value, item.option1Value) &&
        same(v.option2Value, item.option2Value) &&
        same(v.option3Value, item.option3Value),
    );
    return stock.data
      ? { ...item, inStock: match?.inStock ?? 0, lowestPrice: match?.lowestPrice ?? null }
      : item;
  });
}
