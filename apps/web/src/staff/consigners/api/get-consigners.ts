import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Consigner } from './consigner';

export interface ConsignersQuery {
  search: string;
  page: number;
  pageSize: number;
}

export interface ConsignersPage {
  consigners: Consigner[];
  total: number;
  /** The count stopped at a cap: there are at least `total`. */
  totalCapped: boolean;
}

/** GET /api/consigners?search&page&pageSize → {consigners, total}. */
export async function getConsigners(query: ConsignersQuery): Promise<ConsignersPage> {
  const data = await api.get<unknown>('/api/consigners', { ...query });
  const consigners = listFrom<Consigner>(data, 'consigners');
  const total = Number((data as { total?: number } | null)?.total ?? consigners.length);
  return { consigners, total, totalCapped: (data as { totalCapped?: boolean } | null)?.totalCapped === true };
}

export function consignersQueryOptions(query: ConsignersQuery) {
  return queryOptions({
    queryKey: queryKeys.consigners.list(query),
    queryFn: () => getConsigners(query),
    placeholderData: keepPreviousData,
  });
}

export function useConsigners(query: ConsignersQuery, config?: QueryConfig<typeof consignersQueryOptions>) {
  return useQuery({ ...consignersQueryOptions(query), ...config });
}
