import type { ScanDetail, ScanItem, ScanSummary } from '@backroom/domain/contract/scans';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';

export type { ScanDetail, ScanItem, ScanSummary };

const keys = {
  list: (location: string) => ['scans', 'list', location] as const,
  detail: (id: number) => ['scans', 'detail', id] as const,
};

export function useScans(location: string | null) {
  return useQuery({
    queryKey: keys.list(location ?? ''),
    queryFn: () => api.get('/api/scans', { location }).then((d) => d.scans),
    enabled: Boolean(location),
    // Spec 2 §7: a failing scan list is only logged.
    meta: { silent: true },
  });
}

export const scanDetailQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: () => api.get(`/api/scans/${id}`),
  });

export const createScan = (body: { location: string; inventories: number[] }) =>
  api.post('/api/scans', { status: 'new', ...body });

export function useCreateScan(config: MutationConfig<typeof createScan> = {}) {
  return useMutation({ ...config, mutationFn: createScan });
}
