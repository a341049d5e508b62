import { useMutation } from '@tanstack/react-query';
import { jobIdFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** POST /api/stores/resync: resyncs every inventory item with the storefront in the background. */
export async function resyncAllInventory(): Promise<{ jobId: number | null }> {
  return { jobId: jobIdFrom(await api.post<unknown>('/api/stores/resync')) };
}

export function useResyncAllInventory(config: MutationConfig<typeof resyncAllInventory> = {}) {
  return useMutation({
    meta: { successMessage: 'Resyncing all inventory in background' },
    ...config,
    mutationFn: resyncAllInventory,
  });
}
