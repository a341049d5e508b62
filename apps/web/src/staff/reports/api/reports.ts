/** Fetchers, query options and hooks of the dashboard and reports; one key factory for all of them. */
import { apiDateRange, type DateOnly, type DateRange } from '@backroom/domain/dates';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import { downloadText } from '@web/shared/download';
import { useStoreToday } from '@web/shared/store/store-context';

export const SHOP_REPORT_FILE = 'shopReport.csv';

/** The consigner report's narrowing filters (spec 1 §7); absent ones are not sent. The location is an id (as
 * text) or a name; the API accepts either. */
export type ConsignerReportFilters = Pick<
  QueryOf<'GET', '/api/consigners/consignerReport'>,
  'status' | 'category' | 'location'
>;

export const reportKeys = {
  all: ['reports'] as const,
  dashboard: (range: DateRange) => ['reports', 'dashboard', range] as const,
  shop: (range: DateRange) => ['reports', 'shop', range] as const,
  summary: (range: DateRange) => ['reports', 'summary', range] as const,
  consigner: (id: number, range: DateRange, filters: ConsignerReportFilters = {}) =>
    ['reports', 'consigner', id, range, filters] as const,
};

/** The range as sent: an end of today (in the store's zone) moves to tomorrow (spec 3 §9). */
export const reportParams = (range: DateRange, today: DateOnly) => apiDateRange(range, today);

/** GET /api/consigners/consignerReport's query: consigner, the range, and the filters that are set. */
export function consignerReportParams(
  consigner: number,
  range: DateRange,
  today: DateOnly,
  filters: ConsignerReportFilters = {},
): QueryOf<'GET', '/api/consigners/consignerReport'> {
  const set = Object.entries(filters).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  return { consigner, ...reportParams(range, today), ...Object.fromEntries(set) };
}

const rangeQuery = <T>(key: readonly unknown[], fetch: () => Promise<T>) =>
  queryOptions({
    queryKey: key,
    queryFn: fetch,
    // Changing the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const dashboardQuery = (range: DateRange, today: DateOnly) =>
  rangeQuery(reportKeys.dashboard(range), () =>
    api.get('/api/inventories/getdasboardInventory', reportParams(range, today)),
  );
export const shopReportQuery = (range: DateRange, today: DateOnly) =>
  rangeQuery(reportKeys.shop(range), () => api.get('/api/reports/shop', reportParams(range, today)));
export const summaryQuery = (range: DateRange, today: DateOnly) =>
  rangeQuery(reportKeys.summary(range), () =>
    api.get('/api/reports/storeSalePayoutSummary', reportParams(range, today)),
  );
export const consignerReportQuery = (
  consigner: number,
  range: DateRange,
  today: DateOnly,
  filters: ConsignerReportFilters = {},
) =>
  rangeQuery(reportKeys.consigner(consigner, range, filters), () =>
    api.get('/api/consigners/consignerReport', consignerReportParams(consigner, range, today, filters)),
  );

export const useDashboard = (range: DateRange) => useQuery(dashboardQuery(range, useStoreToday()));
export const useShopReport = (range: DateRange) => useQuery(shopReportQuery(range, useStoreToday()));
export const useStoreSummary = (range: DateRange) => useQuery(summaryQuery(range, useStoreToday()));
export const useConsignerReport = (
  consigner: number,
  range: DateRange,
  filters: ConsignerReportFilters = {},
) => useQuery(consignerReportQuery(consigner, range, useStoreToday(), filters));

export async function exportShopReport(range: DateRange, today: DateOnly) {
  downloadText(SHOP_REPORT_FILE, await api.getText('/api/reports/shop/export', reportParams(range, today)));
}

export function useExportShopReport() {
  const today = useStoreToday();
  return useMutation({
    mutationFn: (range: DateRange) => exportShopReport(range, today),
    meta: { successMessage: 'Report exported' },
  });
}
