import type { FeeQuote } from '@backroom/domain/fee-quote';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** The body of POST /api/inventories/fees (spec 2 §7). */
export type FeeRequest = Pick<
  BodyOf<'POST', '/api/inventories/fees'>,
  'option1Value' | 'option2Value' | 'option3Value' | 'category' | 'services'
> & {
  // The schema also takes loose text for these (a spec caller's); the add-items lines send numbers.
  id?: number;
  price: number;
  quantity: number;
  cost?: number | null;
  consigner: number;
};

/** POST /api/inventories/fees. The signal aborts it when a newer quote for the line starts. */
export function quoteFees(request: FeeRequest, signal?: AbortSignal): Promise<FeeQuote> {
  return api.post('/api/inventories/fees', request, { signal });
}

export function feesQueryOptions(request: FeeRequest) {
  return queryOptions({
    queryKey: queryKeys.inventories.fees(request),
    // TanStack Query aborts the signal when the line's key changes (the price was edited again): the
    // in-flight quote is cancelled, never answered late over the newer one.
    queryFn: ({ signal }) => quoteFees(request, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

/** Live fees of one line; off until the line has a consigner and a price above 0. */
export function useFees(request: FeeRequest | null, config?: QueryConfig<typeof feesQueryOptions>) {
  return useQuery({
    ...feesQueryOptions(request ?? { price: 0, quantity: 1, consigner: 0 }),
    enabled: request !== null,
    ...config,
  });
}
