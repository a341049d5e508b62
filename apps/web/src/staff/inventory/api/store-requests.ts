import type { CatalogueEmailSent } from '@backroom/domain/contract/catalogue';
import type { StoreRequestCreated } from '@backroom/domain/contract/store-requests';
import { messages } from '@backroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { useInvalidateInventory } from './inventory-actions';

/** A store request (spec 2 §2.7): Consignment with a [low, high] range, Buying with a fixed price. */
export type StoreRequestInput = BodyOf<'POST', '/api/inventories/storeRequest'>;

/** POST /api/inventories/storeRequest → {inventory}: a Consignment or Buying placeholder item at the location. */
export function createStoreRequest(input: StoreRequestInput): Promise<StoreRequestCreated> {
  return api.post('/api/inventories/storeRequest', input);
}

export function useCreateStoreRequest(config: MutationConfig<typeof createStoreRequest> = {}) {
  const invalidate = useInvalidateInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Request created' },
    ...rest,
    onSuccess: async (data, ...args) => {
      void invalidate();
      await onSuccess?.(data, ...args);
    },
    mutationFn: createStoreRequest,
  });
}

/** POST /api/consigners/sendStoreRequestedItemsEmail {location}: mails every active consigner the catalogue link. */
export function sendCatalogueEmail(
  input: NonNullable<BodyOf<'POST', '/api/consigners/sendStoreRequestedItemsEmail'>>,
): Promise<CatalogueEmailSent> {
  return api.post('/api/consigners/sendStoreRequestedItemsEmail', input);
}

export function useSendCatalogueEmail(config: MutationConfig<typeof sendCatalogueEmail> = {}) {
  return useMutation({
    meta: { successMessage: messages.emailSent },
    ...config,
    mutationFn: sendCatalogueEmail,
  });
}
