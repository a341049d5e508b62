import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { OrderWithAdminUrl } from './types';

/** GET /api/orders/{id}: the order with its lines and the storefront admin link. */
export async function getOrder(id: number): Promise<OrderWithAdminUrl> {
  return (await api.get(`/api/orders/${id}`)).order;
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => getOrder(id) });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
