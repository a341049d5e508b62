import type { FilterConsigner } from '@backroom/domain/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/orders/filterOptions: the consigner filter's choices (store account excluded). */
export async function getOrderConsigners(): Promise<FilterConsigner[]> {
  return (await api.get('/api/orders/filterOptions')).consigners;
}

export function useOrderConsigners() {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.orders.all, 'consigners'],
      queryFn: getOrderConsigners,
      staleTime: 60_000,
    }),
  );
}
