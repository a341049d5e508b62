import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** POST /api/stores/resync: resyncs every inventory item with the storefront in the background. */
export async function resyncAllInventory(): Promise<{ jobId: number | null }> {
  const { jobId } = await api.post('/api/stores/resync');
  return { jobId };
}

export function useResyncAllInventory(config: MutationConfig<typeof resyncAllInventory> = {}) {
  return useMutation({
    meta: { successMessage: 'Resyncing all inventory in background' },
    ...config,
    mutationFn: resyncAllInventory,
  });
}
