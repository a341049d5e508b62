import type { ActionAnswer, JobQueued } from '@backroom/domain/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { SellerItem } from './seller-item';

/** The inventory actions a consigner may call (spec 2 §7), each POST /api/inventories/{action}. */
export type SellerActionName =
  | 'cancelDropoff'
  | 'withdrawInventory'
  | 'requestInventoryWithdrawal'
  | 'requestPriceChange'
  | 'acceptStorePriceChange'
  | 'acceptStoreRequest';

/** An action and its body, typed from the action's body schema in the contract. */
export type SellerActionInput<A extends SellerActionName = SellerActionName> = { action: A } & BodyOf<
  'POST',
  `/api/inventories/${A}`
>;

/** Up to 100 items change at once; a larger selection runs as a job (202 {jobId, message}). */
export type SellerActionResult = ActionAnswer | JobQueued;

export function sellerAction({ action, ids, ...extra }: SellerActionInput): Promise<SellerActionResult> {
  return api.post(`/api/inventories/${action}`, { ids, ...extra });
}

/** After a change: the seller's lists and cards, items, product screens and store requests reload. */
export function useInvalidateSellerInventory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.inventories.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
    ]);
}

export function useSellerAction(config: MutationConfig<typeof sellerAction> = {}) {
  const invalidate = useInvalidateSellerInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: sellerAction,
    onSuccess: async (result, ...args) => {
      void invalidate();
      await onSuccess?.(result, ...args);
    },
  });
}

/** PUT /api/inventories/{id} with `{trackingCode}`: the one field a consigner edits (a Sold marketplace item). */
export function addTrackingCode(input: { id: number; trackingCode: string }): Promise<SellerItem> {
  return api.put(`/api/inventories/${input.id}`, { trackingCode: input.trackingCode });
}

export function useAddTrackingCode(config: MutationConfig<typeof addTrackingCode> = {}) {
  const invalidate = useInvalidateSellerInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: addTrackingCode,
    onSuccess: async (result, ...args) => {
      void invalidate();
      await onSuccess?.(result, ...args);
    },
  });
}
