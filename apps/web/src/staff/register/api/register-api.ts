/** The register's calls (issue 34): settings, scan and search, the sale, its receipt. */
import type {
  RegisterItem,
  RegisterReturnAnswer,
  RegisterSaleAnswer,
  RegisterSettingsAnswer,
} from '@backroom/domain/contract/register';
import type { RegisterReturnInput, RegisterSaleInput } from '@backroom/domain/schemas/register';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { showPdf } from '@web/shared/manifest/pdf-file';

export type { RegisterItem, RegisterReturnAnswer, RegisterSaleAnswer, RegisterSettingsAnswer };

export const registerKeys = {
  all: ['register'] as const,
  settings: ['register', 'settings'] as const,
};

export const useRegisterSettings = () =>
  useQuery({
    queryKey: registerKeys.settings,
    queryFn: () => api.get('/api/register/settings'),
  });

export const scanCode = (code: string) => api.get('/api/register/scan', { code });
export const searchItems = (search: string) =>
  api.get('/api/register/items', { search }).then((a) => a.items);

export const recordSale = (body: RegisterSaleInput) => api.post('/api/register/sales', body);

/** The sale: its items leave every list they were on (Sold now), so those lists are read again. */
export function useRecordSale(config: MutationConfig<typeof recordSale> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: recordSale,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventories.all });
      await onSuccess?.(...args);
    },
  });
}

export async function printReceipt(sale: Pick<RegisterSaleAnswer, 'id' | 'orderName'>) {
  const blob = await api.getBlob(`/api/register/sales/${sale.id}/receipt`);
  showPdf(blob, `receipt-${sale.orderName.replace('#', '')}.pdf`);
}

export const emailReceipt = ({ id, email }: { id: number; email: string }) =>
  api.post(`/api/register/sales/${id}/email`, { email });

export const saveRegisterSettings = (body: BodyOf<'PUT', '/api/register/settings'>) =>
  api.put('/api/register/settings', body);

export function useSaveRegisterSettings(config: MutationConfig<typeof saveRegisterSettings> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Register settings saved' },
    ...rest,
    mutationFn: saveRegisterSettings,
    onSuccess: async (...args) => {
      queryClient.setQueryData(registerKeys.settings, args[0]);
      await onSuccess?.(...args);
    },
  });
}

export const findSale = (receipt: string) => api.get('/api/register/sales', { receipt: receipt.trim() });

export const returnSale = ({ id, ...body }: RegisterReturnInput & { id: number }) =>
  api.post(`/api/register/sales/${id}/return`, body);

export const searchCredit = (search: string) =>
  api.get('/api/register/credit', { search }).then((a) => a.consigners);

/** A whole sale back: its items are on sale again, so the lists are read again. */
export function useReturnSale(config: MutationConfig<typeof returnSale> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: returnSale,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventories.all });
      await onSuccess?.(...args);
    },
  });
}
