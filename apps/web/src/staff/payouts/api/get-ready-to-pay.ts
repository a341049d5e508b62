import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { ReadyItem, ReadyToPayCompact } from './types';

/**
 * GET /api/payouts/readyToPay?items=compact: per consigner the totals and their items' ids and payouts, enough
 * to select all and preview the payout (20,000 items stay a light answer).
 */
export function getReadyToPay(search: string): Promise<ReadyToPayCompact> {
  // The answer schema covers both forms; `items=compact` answers the compact one (ReadyToPayCompact).
  return api.get('/api/payouts/readyToPay', { search, items: 'compact' }) as Promise<ReadyToPayCompact>;
}

/** One consigner's ready items with their details (an expanded row or card). */
export async function getReadyItems(consignerId: number, search: string): Promise<ReadyItem[]> {
  const answer = await api.get('/api/payouts/readyToPay', {
    search,
    consigner: consignerId,
  });
  return answer.consigners[0]?.inventories ?? [];
}

export function useReadyToPay(search: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.ready({ search }),
      queryFn: () => getReadyToPay(search),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useReadyItems(consignerId: number, search: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.ready({ search, consigner: consignerId }),
      queryFn: () => getReadyItems(consignerId, search),
    }),
  );
}
