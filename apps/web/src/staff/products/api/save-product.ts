import { type ProductForm, productSchema } from '@backroom/domain/schemas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';
import type { GtinEntry, SavedProduct } from './product';

/** What the product form holds (the schema trims and checks it). */
export type ProductInput = Omit<Partial<z.input<typeof productSchema>>, 'year'> & {
  /** A saved product's year may come back as a number; it is sent as text. */
  year?: string | number | null;
};

/** The request body: the domain schema's output (trimmed, blanks as null), exactly the fields it allows. */
export function productBody(values: ProductInput): ProductForm {
  const { title, sku, brand, category, gender, productTemplateId, images, stockXId, shopifyId, color } =
    values;
  const year = values.year === null || values.year === undefined ? null : String(values.year);
  return productSchema.parse({
    title,
    sku,
    brand,
    category,
    gender,
    productTemplateId,
    images,
    stockXId,
    shopifyId,
    year,
    color,
    GTIN: (values.GTIN ?? []).map(({ size, gtin }) => ({ size, gtin })),
  });
}

/** POST /api/products */
export function createProduct(values: ProductInput): Promise<SavedProduct> {
  return api.post('/api/products', productBody(values));
}

/**
 * PUT /api/products/{id}: the product form's fields (the GTIN list is left out and kept). `approve` turns a
 * product submitted for review into a catalogue product (reviewStatus 'active').
 */
export function updateProduct({
  id,
  values,
  approve,
}: {
  id: number;
  values: ProductInput;
  approve?: boolean;
}) {
  const { GTIN: _kept, ...fields } = productBody(values);
  return api.put(`/api/products/${id}`, approve ? { ...fields, reviewStatus: 'active' } : fields);
}

/** PUT /api/products/{id} {GTIN}: replaces the product's size and GTIN pairs. */
export function updateProductGtins({ id, GTIN }: { id: number; GTIN: GtinEntry[] }): Promise<SavedProduct> {
  return api.put(`/api/products/${id}`, { GTIN });
}

export function useCreateProduct(config: MutationConfig<typeof createProduct> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Product saved' },
    ...rest,
    onSuccess: async (product, ...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() });
      await onSuccess?.(product, ...args);
    },
    mutationFn: createProduct,
  });
}

export function useUpdateProduct(config: MutationConfig<typeof updateProduct> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Product saved' },
    ...rest,
    onSuccess: async (product, input, ...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(input.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() }),
        input.approve && queryClient.invalidateQueries({ queryKey: queryKeys.products.submittedAll() }),
      ]);
      await onSuccess?.(product, input, ...args);
    },
    mutationFn: updateProduct,
  });
}

export function useUpdateProductGtins(config: MutationConfig<typeof updateProductGtins> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'GTINs saved' },
    ...rest,
    onSuccess: async (product, input, ...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(input.id) });
      await onSuccess?.(product, input, ...args);
    },
    mutationFn: updateProductGtins,
  });
}
