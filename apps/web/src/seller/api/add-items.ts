import type { PreapprovalAnswer } from '@backroom/domain/contract/inventory';
import type { ItemServices, makeAddInventoryLineSchema } from '@backroom/domain/schemas/inventory';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';
import { useInvalidateSellerInventory } from './seller-actions';
import type { SellerItem } from './seller-item';

export type VariantPrice = Pick<
  QueryOf<'GET', '/api/inventories/preapprovalStatus'>,
  'productId' | 'price' | 'option1Value' | 'option2Value' | 'option3Value'
>;

/** GET /api/inventories/preapprovalStatus: whether a price is preapproved, and the store's price alert. */
export type Preapproval = PreapprovalAnswer;

export function getPreapproval(variant: VariantPrice, signal?: AbortSignal): Promise<Preapproval> {
  return api.get('/api/inventories/preapprovalStatus', variant, { signal });
}

export function preapprovalQueryOptions(variant: VariantPrice) {
  return queryOptions({
    queryKey: queryKeys.inventories.preapproval(variant),
    queryFn: ({ signal }) => getPreapproval(variant, signal),
    staleTime: 0,
    meta: { silent: true },
  });
}

export function usePreapproval(variant: VariantPrice | null) {
  return useQuery({
    ...preapprovalQueryOptions(variant ?? { productId: 0, price: 0 }),
    enabled: variant !== null && variant.price > 0,
  });
}

/** POST /api/inventories/fees: the consigner's own live fees, every line (the one quote both apps read). */
export type FeeLineRequest = VariantPrice & { quantity: number; services?: ItemServices };

export function feesQueryOptions(line: FeeLineRequest) {
  return queryOptions({
    queryKey: queryKeys.inventories.fees(line),
    // A newer price aborts the quote in flight (its key changes), so a late answer never wins.
    queryFn: ({ signal }) => api.post('/api/inventories/fees', line, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

export function useFees(line: FeeLineRequest | null) {
  return useQuery({
    ...feesQueryOptions(line ?? { productId: 0, price: 0, quantity: 1 }),
    enabled: line !== null && line.price > 0,
  });
}

/** GET /api/inventories/shipInstructions: the store's shipping steps (SHIP step). */
export function useShipInstructions() {
  return useQuery({
    queryKey: ['inventories', 'shipInstructions'],
    queryFn: () => api.get('/api/inventories/shipInstructions'),
    select: (data) => data.shipInstructions,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export type AddLine = Pick<
  z.input<ReturnType<typeof makeAddInventoryLineSchema>>,
  'option2Value' | 'option3Value' | 'services'
> & {
  // The schema reads any value for the numbers (and says what is wrong); the wizard sends a size and numbers.
  option1Value: string;
  price: number;
  quantity: number;
};

/** POST /api/inventories for one product: preapproved lines become Pending, the rest Requested (server-side). */
export function addItems(input: { productId: number; lines: AddLine[] }): Promise<SellerItem[]> {
  return api
    .post('/api/inventories', {
      productId: input.productId,
      inventoryFormArray: input.lines,
    })
    .then((data) => data.inventories);
}

export function useAddItems(config: MutationConfig<typeof addItems> = {}) {
  const invalidate = useInvalidateSellerInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: addItems,
    onSuccess: async (result, ...args) => {
      void invalidate();
      await onSuccess?.(result, ...args);
    },
  });
}
