import type { ApiKeyCreate } from '@backroom/domain/api-keys';
import type { apiKeyCreated } from '@backroom/domain/contract/api-keys';
import type { Answer } from '@backroom/domain/contract/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

export type CreatedApiKey = Answer<typeof apiKeyCreated>;

/** GET /api/apiKeys: every key of the store, revoked ones included, newest first. */
export function useApiKeys() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.apiKeys.all,
      queryFn: async () => (await api.get('/api/apiKeys')).keys,
    }),
  );
}

/** POST /api/apiKeys: the answer holds the whole key, which the server never shows again. */
export function useCreateApiKey(onCreated: (created: CreatedApiKey) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => api.post('/api/apiKeys', input),
    onSuccess: async (created) => {
      onCreated(created);
      await client.invalidateQueries({ queryKey: queryKeys.apiKeys.all });
    },
  });
}

/** DELETE /api/apiKeys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/apiKeys/${id}`),
    meta: { successMessage: 'API key revoked' },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
  });
}
