import type { SignAgreementInput } from '@backroom/domain/schemas/agreement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';

/** The agreement of the signed-in consigner (`consignerId` null) or of one consigner, for staff. */
const keyOf = (consignerId: number | null) => ['agreement', 'consigner', consignerId ?? 'me'] as const;
const urlOf = (consignerId: number | null) =>
  consignerId === null
    ? ('/api/me/agreement' as const)
    : (`/api/consigners/${consignerId}/agreement` as const);

export function useConsignerAgreement(consignerId: number | null) {
  return useQuery({
    queryKey: keyOf(consignerId),
    queryFn: () => api.get(urlOf(consignerId)),
  });
}

export function useSignAgreement(consignerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage: 'Agreement signed. A PDF copy is on its way by e-mail.' },
    mutationFn: (input: SignAgreementInput) => api.post(`${urlOf(consignerId)}/signatures`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agreement'] }),
  });
}
