import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';

/** POST /api/orders/resyncAll: a job; the screen follows its progress. */
export function resyncAllOrders(): Promise<{ jobId: number; message: string }> {
  return api.post('/api/orders/resyncAll', {});
}

export function useResyncAllOrders() {
  return useMutation({ mutationFn: resyncAllOrders });
}
