import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { OrdersPage, OrdersQuery } from './types';

/** GET /api/orders: Find Orders, newest first. */
export function getOrders(query: OrdersQuery): Promise<OrdersPage> {
  return api.get('/api/orders', { ...query, flagged: query.flagged ? 'true' : undefined });
}

export function ordersQueryOptions(query: OrdersQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}
