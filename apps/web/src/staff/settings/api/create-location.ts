import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { StoreLocation } from '@web/staff/common/api/types';
import { type LocationInput, locationBody, refreshLocations } from './location-input';

/** POST /api/locations {name, address} (path not in the spec). */
export function createLocation(input: LocationInput): Promise<StoreLocation> {
  return api.post('/api/locations', locationBody(input));
}

export function useCreateLocation(config: MutationConfig<typeof createLocation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Location added' },
    ...rest,
    onSuccess: async (...args) => {
      await refreshLocations(queryClient);
      await onSuccess?.(...args);
    },
    mutationFn: createLocation,
  });
}
