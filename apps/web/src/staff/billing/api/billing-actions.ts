import type { SandboxCardInput } from '@backroom/domain/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import { showPdf } from '@web/shared/manifest/pdf-file';
import type { BillingInvoice } from './types';

/** Every billing change can move the status, the next invoice, the invoices and the history: refresh them all. */
function useBillingMutation<TInput, TAnswer>(
  fn: (input: TInput) => Promise<TAnswer>,
  successMessage?: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: successMessage ? { successMessage } : undefined,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.billing.all }),
  });
}

export const useChangePlan = () =>
  useBillingMutation((planId: string) => api.put('/api/billing/plan', { planId }), 'Plan changed');

export const useCancelBilling = () =>
  useBillingMutation(() => api.post('/api/billing/cancel', {}), 'Subscription set to cancel');

export const useResumeBilling = () =>
  useBillingMutation(() => api.post('/api/billing/resume', {}), 'Subscription resumed');

/** Saves the card (sandbox), or answers the provider's page to go to (Stripe). */
export const useSetPaymentMethod = () =>
  useBillingMutation((card: SandboxCardInput | undefined) =>
    api.put('/api/billing/paymentMethod', card ? { card } : {}),
  );

export const usePayInvoice = () =>
  useBillingMutation((id: number) => api.post(`/api/billing/invoices/${id}/pay`, {}));

export const invoiceFileName = (invoice: Pick<BillingInvoice, 'number'>) =>
  `backroom-invoice-${invoice.number}.pdf`;

/** GET /api/billing/invoices/{id}/pdf, opened in a new tab or downloaded. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: BillingInvoice) =>
      showPdf(await api.getBlob(`/api/billing/invoices/${invoice.id}/pdf`), invoiceFileName(invoice)),
  });
}
