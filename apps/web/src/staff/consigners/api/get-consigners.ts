import type { ConsignersPage } from '@backroom/domain/contract/consigners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryState } from '@web/shared/api/contract-paths';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

export type ConsignersQuery = QueryState<'/api/consigners'>;

/** GET /api/consigners?search&page&pageSize → one page of consigners and the count. */
export function getConsigners(query: ConsignersQuery): Promise<ConsignersPage> {
  return api.get('/api/consigners', query);
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
