import type { ProductTemplateDeleted } from '@backroom/domain/contract/product-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** DELETE /api/productTemplates/{id}; a template in use answers "This template is in use and cannot be deleted." */
export function deleteProductTemplate(id: number): Promise<ProductTemplateDeleted> {
  return api.delete(`/api/productTemplates/${id}`);
}

export function useDeleteProductTemplate(config: MutationConfig<typeof deleteProductTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Template deleted' },
    ...rest,
    onSuccess: async (answer, ...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.productTemplates.all });
      await onSuccess?.(answer, ...args);
    },
    mutationFn: deleteProductTemplate,
  });
}
