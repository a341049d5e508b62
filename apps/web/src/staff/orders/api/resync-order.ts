import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { OrderWithAdminUrl } from './types';

/** GET /api/orders/resync/{id}: Resync Line Items. */
export async function resyncOrder(id: number): Promise<OrderWithAdminUrl> {
  return (await api.get(`/api/orders/resync/${id}`)).order;
}

export function useResyncOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resyncOrder,
    meta: { successMessage: 'Line items resynced' },
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      return client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
