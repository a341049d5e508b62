import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { refreshLocations } from './location-input';

/** DELETE /api/locations/{id} (path not in the spec); refused while inventory or sublocations use it. */
export function deleteLocation(id: number): Promise<unknown> {
  return api.delete(`/api/locations/${id}`);
}

export function useDeleteLocation(config: MutationConfig<typeof deleteLocation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Location deleted' },
    ...rest,
    onSuccess: async (...args) => {
      await refreshLocations(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: deleteLocation,
  });
}
