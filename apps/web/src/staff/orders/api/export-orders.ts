import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { downloadText } from '@web/shared/download';
import type { OrdersFilters } from './types';

export const ORDERS_EXPORT_FILE = 'ordersExport.csv';

/** POST /api/orders/export with the list's filters (or chosen orders) → ordersExport.csv. */
export async function exportOrders(body: OrdersFilters & { orders?: number[] }): Promise<void> {
  const { search, ...rest } = body;
  const answer = await api.post('/api/orders/export', {
    ...rest,
    ...(search ? { search } : {}),
    flagged: body.flagged ? 'true' : undefined,
  });
  downloadText(ORDERS_EXPORT_FILE, answer.result);
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders, meta: { successMessage: 'Orders exported' } });
}
