import type { ConsignmentTermsForm, ConsignmentTermsInput } from '@backroom/domain/schemas/consignment-terms';
import { consignmentTermsSchema } from '@backroom/domain/schemas/consignment-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { AnswerOf } from '@web/shared/api/contract-paths';

/** One set of consignment terms as the API answers it (amounts in major units). */
export type ConsignmentTerms = ConsignmentTermsInput & { id: number; version: number; updatedAt: string };

const KEY = ['consignmentTerms'] as const;

export function useConsignmentTerms() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: async () => (await api.get('/api/consignmentTerms')).consignmentTerms,
  });
}

function useTermsMutation<V, R>(fn: (values: V) => Promise<R>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage },
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateTerms = () =>
  useTermsMutation(
    (values: ConsignmentTermsForm) => api.post('/api/consignmentTerms', consignmentTermsSchema.parse(values)),
    'Terms added',
  );

export const useUpdateTerms = () =>
  useTermsMutation(
    ({ id, values, applyTo }: { id: number; values: ConsignmentTermsForm; applyTo: 'new' | 'all' }) =>
      api.put(`/api/consignmentTerms/${id}?applyTo=${applyTo}`, consignmentTermsSchema.parse(values)),
    'Terms saved',
  );

export const useDeleteTerms = () =>
  useTermsMutation((id: number) => api.delete(`/api/consignmentTerms/${id}`), 'Terms deleted');

export const useAssignTypeTerms = () =>
  useTermsMutation(
    ({ typeId, termsId }: { typeId: number; termsId: number | null }) =>
      api.put(`/api/consignerTypes/${typeId}/consignmentTerms`, { termsId }),
    'Consigner type terms saved',
  );

/** GET /api/consignmentTerms/stock: live items in stock without terms, per set of terms they would get. */
export type StockPreview = AnswerOf<'GET', '/api/consignmentTerms/stock'>;
export type StockApplied = AnswerOf<'POST', '/api/consignmentTerms/stock/apply'>;

export function useStockPreview() {
  return useQuery({
    queryKey: [...KEY, 'stock'],
    queryFn: () => api.get('/api/consignmentTerms/stock'),
  });
}

/** POST /api/consignmentTerms/stock/apply: at once for a small store, as a job (jobId) for a large one. */
export function useApplyToStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/consignmentTerms/stock/apply', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'stock'] }),
  });
}
