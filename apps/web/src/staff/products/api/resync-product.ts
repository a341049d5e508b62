import type { ProductJobStarted } from '@backroom/domain/contract/products';
import { messages } from '@backroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** GET /api/products/resync/{id}: resyncs the product with the storefront in the background. */
export function resyncProduct(id: number): Promise<ProductJobStarted> {
  return api.get(`/api/products/resync/${id}`);
}

export function useResyncProduct(config: MutationConfig<typeof resyncProduct> = {}) {
  return useMutation({
    meta: { successMessage: messages.resyncingProduct },
    ...config,
    mutationFn: resyncProduct,
  });
}
