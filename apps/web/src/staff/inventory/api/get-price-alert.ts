import type { PreapprovalAnswer } from '@backroom/domain/contract/inventory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import { queryKeys } from '@web/shared/api/query-keys';
import { useDebounced } from '../common/use-debounced';

export type PriceCheck = Pick<
  QueryOf<'GET', '/api/inventories/preapprovalStatus'>,
  'productId' | 'price' | 'option1Value' | 'option2Value' | 'option3Value'
>;

/** GET /api/inventories/preapprovalStatus: preapproval, and the price alert against the variant's lowest price. */
export function getPreapproval(check: PriceCheck, signal?: AbortSignal): Promise<PreapprovalAnswer> {
  return api.get('/api/inventories/preapprovalStatus', check, { signal });
}

export function preapprovalQueryOptions(check: PriceCheck) {
  return queryOptions({
    queryKey: queryKeys.inventories.preapproval(check),
    queryFn: ({ signal }) => getPreapproval(check, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * The price alert of a line (golden border and the store's warnText): asked of the server once typing pauses,
 * so it uses the store's warnAmount without the Settings control.
 */
export function usePriceAlert(check: PriceCheck | null): { alert: boolean; warnText: string } {
  const key = check && check.price > 0 ? JSON.stringify(check) : null;
  const settled = useDebounced(key, 300);
  const answer = useQuery({
    ...preapprovalQueryOptions(settled ? (JSON.parse(settled) as PriceCheck) : { productId: 0, price: 0 }),
    enabled: settled !== null,
  });
  const alert = key !== null && Boolean(answer.data?.priceAlert);
  return { alert, warnText: answer.data?.warnText || 'This price is above the lowest listed price.' };
}
