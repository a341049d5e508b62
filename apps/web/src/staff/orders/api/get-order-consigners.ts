import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export interface ConsignerOption {
  id: number;
  name: string;
  email: string;
}

/** GET /api/orders/filterOptions: the consigner filter's choices (store account excluded). */
export async function getOrderConsigners(): Promise<ConsignerOption[]> {
  return (await api.get<{ consigners: ConsignerOption[] }>('/api/orders/filterOptions')).consigners;
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
