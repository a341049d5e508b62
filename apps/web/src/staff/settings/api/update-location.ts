import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { StoreLocation } from '@web/staff/common/api/types';
import { type LocationInput, locationBody, refreshLocations } from './location-input';

/** PUT /api/locations/{id} {name, address} (path not in the spec). */
export function updateLocation({ id, ...input }: LocationInput & { id: number }): Promise<StoreLocation> {
  return api.put(`/api/locations/${id}`, locationBody(input));
}

export function useUpdateLocation(config: MutationConfig<typeof updateLocation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Location saved' },
    ...rest,
    onSuccess: async (...args) => {
      await refreshLocations(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: updateLocation,
  });
}
