import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';

/** GET /api/billing: plan, status, usage and the next invoice (the owner only). */
export function useBilling() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.billing.summary(),
      queryFn: () => api.get('/api/billing'),
    }),
  );
}

/** GET /api/billing/notice: what the staff banner shows (any staff member). */
export function useBillingNotice() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.billing.notice(),
      queryFn: () => api.get('/api/billing/notice'),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /api/billing/invoices: newest first. */
export function useBillingInvoices() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.billing.invoices(),
      queryFn: async () => (await api.get('/api/billing/invoices')).invoices,
    }),
  );
}

/** GET /api/billing/history: who changed the subscription and when. */
export function useBillingHistory() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.billing.history(),
      queryFn: async () => (await api.get('/api/billing/history')).entries,
    }),
  );
}
