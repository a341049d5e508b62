import type { JobQueued } from '@backroom/domain/contract/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';

/** POST /api/orders/resyncAll: a job; the screen follows its progress. */
export function resyncAllOrders(): Promise<JobQueued> {
  return api.post('/api/orders/resyncAll', {});
}

export function useResyncAllOrders() {
  return useMutation({ mutationFn: resyncAllOrders });
}
