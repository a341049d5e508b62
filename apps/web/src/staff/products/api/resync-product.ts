import { messages } from '@backroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** GET /api/products/resync/{id}: resyncs the product with the storefront in the background. */
export function resyncProduct(id: number): Promise<unknown> {
  return api.get<unknown>(`/api/products/resync/${id}`);
}

export function useResyncProduct(config: MutationConfig<typeof resyncProduct> = {}) {
  return useMutation({
    meta: { successMessage: messages.resyncingProduct },
    ...config,
    mutationFn: resyncProduct,
  });
}
