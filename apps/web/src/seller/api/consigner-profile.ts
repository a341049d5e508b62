import type { consignerUpdateBody } from '@backroom/domain/contract/consigner-requests';
import type { ConsignerDetail } from '@backroom/domain/contract/consigners';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** GET /api/consigners/{id} (own id only): the consigner's own record. */
export type ConsignerProfile = ConsignerDetail;

export function profileQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.consigners.detail(id),
    queryFn: ({ signal }) => api.get(`/api/consigners/${id}`, undefined, { signal }),
  });
}

export function useConsignerProfile(id: number) {
  return useQuery(profileQueryOptions(id));
}

/** The fields a consigner changes (PUT /api/consigners/{id}); only those sent change. */
export type ProfileChanges = z.input<typeof consignerUpdateBody>;

/** PUT /api/consigners/{id}: only the fields sent change. */
export function updateProfile(input: { id: number; changes: ProfileChanges }) {
  return api.put(`/api/consigners/${input.id}`, input.changes).then((data) => data.consigner);
}

export function useUpdateProfile(config: MutationConfig<typeof updateProfile> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: async (consigner, ...args) => {
      queryClient.setQueryData(queryKeys.consigners.detail(consigner.id), consigner);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await onSuccess?.(consigner, ...args);
    },
  });
}
