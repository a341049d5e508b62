import { type ProductTemplateForm, productTemplateSchema } from '@backroom/domain/schemas/product-template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { refreshLater } from '@web/shared/api/refresh-later';
import type { ProductTemplate } from '@web/staff/common/api/types';
import type { z } from 'zod';

/** What the template dialog holds: option values as typed, comma-separated. */
export type TemplateInput = Omit<Partial<z.input<typeof productTemplateSchema>>, 'weight'> & {
  // The schema reads any value for the weight (and says what is wrong); the form's number box holds a number.
  weight?: number | null;
};

/** The request body: trimmed texts and option values split on commas, trimmed, blanks dropped. */
export function templateBody(values: TemplateInput): ProductTemplateForm {
  const { title, brand, category, gender, weight, option1, option2, option3 } = values;
  const { option1Values, option2Values, option3Values } = values;
  return productTemplateSchema.parse({
    title,
    brand,
    category,
    gender,
    weight,
    option1,
    option2,
    option3,
    option1Values,
    option2Values,
    option3Values,
  });
}

/** POST /api/productTemplates */
export function createProductTemplate(values: TemplateInput): Promise<ProductTemplate> {
  return api.post('/api/productTemplates', templateBody(values));
}

/** PUT /api/productTemplates/{id} (option names cannot change). */
export function updateProductTemplate({ id, values }: { id: number; values: TemplateInput }) {
  return api.put(`/api/productTemplates/${id}`, templateBody(values));
}

export function useCreateProductTemplate(config: MutationConfig<typeof createProductTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Template added' },
    ...rest,
    onSuccess: async (template, ...args) => {
      // Shown at once, then the list is read again after 500 ms (spec 3 §4).
      queryClient.setQueryData<ProductTemplate[]>(queryKeys.productTemplates.list(), (list) =>
        list && template?.id ? [...list.filter((t) => t.id !== template.id), template] : list,
      );
      refreshLater(queryClient, queryKeys.productTemplates.all);
      await onSuccess?.(template, ...args);
    },
    mutationFn: createProductTemplate,
  });
}

export function useUpdateProductTemplate(config: MutationConfig<typeof updateProductTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Template saved' },
    ...rest,
    onSuccess: async (template, ...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.productTemplates.all });
      await onSuccess?.(template, ...args);
    },
    mutationFn: updateProductTemplate,
  });
}
