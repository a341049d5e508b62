import type { AgreementView } from '@backroom/domain/contract/agreements';
import { publishAgreementSchema } from '@backroom/domain/schemas/agreement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';

const KEY = ['agreement'] as const;

export const useAgreement = () =>
  useQuery({ queryKey: [...KEY, 'store'], queryFn: () => api.get('/api/agreement') });

export const useAgreementSignatures = () =>
  useQuery({
    queryKey: [...KEY, 'signatures'],
    queryFn: async () => (await api.get('/api/agreement/signatures')).signatures,
  });

function useAgreementMutation<V>(fn: (values: V) => Promise<AgreementView>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage },
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const usePublishAgreement = () =>
  useAgreementMutation(
    (markdown: string) => api.post('/api/agreement/versions', publishAgreementSchema.parse({ markdown })),
    'Agreement published',
  );

export const useRequireAgreement = () =>
  useAgreementMutation(
    (required: boolean) => api.put('/api/agreement/settings', { required }),
    'Agreement setting saved',
  );
