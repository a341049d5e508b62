import { sublocationSchema, sublocationUpdateSchema } from '@backroom/domain/schemas/sublocation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { refreshLater } from '@web/shared/api/refresh-later';
import type { SubLocation } from '@web/staff/common/api/types';
import type { z } from 'zod';

/** What the add-sublocation form holds (checked by the schema when sent). */
export type SubLocationInput = Partial<z.input<typeof sublocationSchema>>;

/** POST /api/subLocations {locationName, name} */
export function createSubLocation({ locationName, name }: SubLocationInput): Promise<SubLocation> {
  return api.post('/api/subLocations', sublocationSchema.parse({ locationName, name }));
}

/** PUT /api/subLocations/{id} {name}: only the name changes. */
export function renameSubLocation({ id, name }: { id: number; name: string }): Promise<SubLocation> {
  return api.put(`/api/subLocations/${id}`, sublocationUpdateSchema.parse({ name }));
}

export function useCreateSubLocation(config: MutationConfig<typeof createSubLocation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Sublocation added' },
    ...rest,
    onSuccess: async (subLocation, ...args) => {
      queryClient.setQueryData<SubLocation[]>(queryKeys.subLocations.list(), (list) =>
        list && subLocation?.id ? [...list.filter((s) => s.id !== subLocation.id), subLocation] : list,
      );
      refreshLater(queryClient, queryKeys.subLocations.all);
      await onSuccess?.(subLocation, ...args);
    },
    mutationFn: createSubLocation,
  });
}

export function useRenameSubLocation(config: MutationConfig<typeof renameSubLocation> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Sublocation renamed' },
    ...rest,
    onSuccess: async (subLocation, input, ...args) => {
      queryClient.setQueryData<SubLocation[]>(queryKeys.subLocations.list(), (list) =>
        list?.map((s) => (s.id === input.id ? { ...s, name: subLocation?.name ?? input.name } : s)),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.subLocations.all });
      await onSuccess?.(subLocation, input, ...args);
    },
    mutationFn: renameSubLocation,
  });
}
