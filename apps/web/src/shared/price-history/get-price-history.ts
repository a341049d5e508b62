import type { PriceHistoryEntryAnswer } from '@backroom/domain/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/inventories/{id}/priceHistory → the item's price changes and markdowns, oldest first. */
export async function getPriceHistory(id: number): Promise<PriceHistoryEntryAnswer[]> {
  const data = await api.get(`/api/inventories/${id}/priceHistory`);
  return data.priceHistory;
}

export function priceHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.inventories.priceHistory(id),
    queryFn: () => getPriceHistory(id),
    meta: { silent: true },
  });
}

export function usePriceHistory(id: number, config?: QueryConfig<typeof priceHistoryQueryOptions>) {
  return useQuery({ ...priceHistoryQueryOptions(id), ...config });
}
