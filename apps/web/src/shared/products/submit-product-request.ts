import type { ProductSubmitted } from '@backroom/domain/contract/products';
import { type ProductRequestForm, productRequestSchema } from '@backroom/domain/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** What the template request form holds. */
export type ProductRequestInput = Partial<z.input<typeof productRequestSchema>>;

/** POST /api/products/submittedProducts: a product request made from a template, for review. */
export function submitProductRequest(values: ProductRequestInput): Promise<ProductSubmitted> {
  const { productTemplateId, title, sku, brand, category, gender, image } = values;
  const body: ProductRequestForm = productRequestSchema.parse({
    productTemplateId,
    title,
    sku,
    brand,
    category,
    gender,
    image,
  });
  return api.post('/api/products/submittedProducts', body);
}

export function useSubmitProductRequest(config: MutationConfig<typeof submitProductRequest> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (answer, ...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.submittedAll() });
      await onSuccess?.(answer, ...args);
    },
    mutationFn: submitProductRequest,
  });
}
