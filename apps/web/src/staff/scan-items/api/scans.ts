import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

/** A result row of a reconciliation scan (slim: a location can hold thousands). */
export interface ScanItem {
  id: number;
  code: string;
  status: string;
  title: string;
  sku: string;
  image: string | null;
  option1Value: string | null;
  option2Value: string | null;
  location: string | null;
  subLocation: string | null;
  price: number;
  consigner: string;
}

export interface ScanSummary {
  id: number;
  createdAt: string;
  status: string;
  location: string | null;
  scannedCount: number;
  missingCount: number;
  overScannedCount: number;
  expectedCount: number;
}

/** GET /api/scans/{id} and POST /api/scans: Missing (`inventories`), what was scanned, Over Scanned. */
export interface ScanDetail {
  scan: ScanSummary;
  inventories: ScanItem[];
  scannedInventories: ScanItem[];
  overScanned: ScanItem[];
}

const keys = {
  list: (location: string) => ['scans', 'list', location] as const,
  detail: (id: number) => ['scans', 'detail', id] as const,
};

export function useScans(location: string | null) {
  return useQuery({
    queryKey: keys.list(location ?? ''),
    queryFn: () => api.get<{ scans: ScanSummary[] }>('/api/scans', { location }).then((d) => d.scans),
    enabled: Boolean(location),
    // Spec 2 §7: a failing scan list is only logged.
    meta: { silent: true },
  });
}

export const scanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: () => api.get<ScanDetail>(`/api/scans/${id}`),
  });

export const createScan = (body: { location: string; inventories: number[] }) =>
  api.post<ScanDetail>('/api/scans', { status: 'new', ...body });

export function useCreateScan(config: MutationConfig<typeof createScan> = {}) {
  return useMutation({ ...config, mutationFn: createScan });
}
