import type { SetupChecklistAnswer } from '@backroom/domain/contract/setup';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig, QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/stores/current/setupChecklist: read again on every visit, so it follows what the store did. */
export function getSetupChecklist(): Promise<SetupChecklistAnswer> {
  return api.get('/api/stores/current/setupChecklist');
}

export function setupChecklistQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.storeSettings.setupChecklist,
    queryFn: getSetupChecklist,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useSetupChecklist(config?: QueryConfig<typeof setupChecklistQueryOptions>) {
  return useQuery({ ...setupChecklistQueryOptions(), ...config });
}

/** PUT /api/stores/current/setupChecklist {dismissed}. */
export function updateSetupChecklist(dismissed: boolean): Promise<SetupChecklistAnswer> {
  return api.put('/api/stores/current/setupChecklist', { dismissed });
}

export function useUpdateSetupChecklist(config: MutationConfig<typeof updateSetupChecklist> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: updateSetupChecklist,
    onSuccess: async (answer, ...args) => {
      queryClient.setQueryData(queryKeys.storeSettings.setupChecklist, answer);
      await onSuccess?.(answer, ...args);
    },
  });
}
