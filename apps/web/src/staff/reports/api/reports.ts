/** Fetchers, query options and hooks of the dashboard and reports; one key factory for all of them. */
import { apiDateRange, type DateRange } from '@backroom/domain/dates';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { downloadText } from '@web/shared/download';
import { localToday } from '@web/staff/inventory/api/inventory-query';
import type { ConsignerReport, Dashboard, ShopReport, StoreSalePayoutSummary } from './report-types';

export const SHOP_REPORT_FILE = 'shopReport.csv';

export const reportKeys = {
  all: ['reports'] as const,
  dashboard: (range: DateRange) => ['reports', 'dashboard', range] as const,
  shop: (range: DateRange) => ['reports', 'shop', range] as const,
  summary: (range: DateRange) => ['reports', 'summary', range] as const,
  consigner: (id: number, range: DateRange) => ['reports', 'consigner', id, range] as const,
};

/** The range as sent: an end of today moves to tomorrow (spec 3 §9). */
const params = (range: DateRange) => apiDateRange(range, localToday());

const rangeQuery = <T>(key: readonly unknown[], path: string, range: DateRange, extra = {}) =>
  queryOptions({
    queryKey: key,
    queryFn: () => api.get<T>(path, { ...params(range), ...extra }),
    // Changing the range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const dashboardQuery = (range: DateRange) =>
  rangeQuery<Dashboard>(reportKeys.dashboard(range), '/api/inventories/getdasboardInventory', range);
export const shopReportQuery = (range: DateRange) =>
  rangeQuery<ShopReport>(reportKeys.shop(range), '/api/reports/shop', range);
export const summaryQuery = (range: DateRange) =>
  rangeQuery<StoreSalePayoutSummary>(reportKeys.summary(range), '/api/reports/storeSalePayoutSummary', range);
export const consignerReportQuery = (consigner: number, range: DateRange) =>
  rangeQuery<ConsignerReport>(
    reportKeys.consigner(consigner, range),
    '/api/consigners/consignerReport',
    range,
    { consigner },
  );

export const useDashboard = (range: DateRange) => useQuery(dashboardQuery(range));
export const useShopReport = (range: DateRange) => useQuery(shopReportQuery(range));
export const useStoreSummary = (range: DateRange) => useQuery(summaryQuery(range));
export const useConsignerReport = (consigner: number, range: DateRange) =>
  useQuery(consignerReportQuery(consigner, range));

export async function exportShopReport(range: DateRange) {
  downloadText(SHOP_REPORT_FILE, await api.getText('/api/reports/shop/export', params(range)));
}

export const useExportShopReport = () =>
  useMutation({ mutationFn: exportShopReport, meta: { successMessage: 'Report exported' } });
