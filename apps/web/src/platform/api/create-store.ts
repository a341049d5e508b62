import type { StoreCreated } from '@backroom/domain/contract/stores';
import type { CreateStoreBody } from '@backroom/domain/schemas/store';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** POST /open/stores: creates the store and its owner, and mails the owner a set-password link. */
export function createStore(body: CreateStoreBody): Promise<StoreCreated> {
  return api.post('/open/stores', body);
}

export function useCreateStore(config?: MutationConfig<typeof createStore>) {
  return useMutation({ ...config, mutationFn: createStore });
}
