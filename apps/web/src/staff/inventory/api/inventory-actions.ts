import type { ActionAnswer, ActionFailure } from '@backroom/domain/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';

/** The inventory action calls of spec 2 §7, each POST /api/inventories/{action}. */
export type InventoryActionName =
  | 'acceptInventory'
  | 'bulkAcceptInventory'
  | 'declineInventory'
  | 'acceptRequestToSell'
  | 'bulkAcceptRequestToSell'
  | 'declineRequestToSell'
  | 'bulkDeclineRequestToSell'
  | 'storeRequestPriceChange'
  | 'acceptInventoryPrice'
  | 'declineInventoryPrice'
  | 'acceptInventoryWithdrawal'
  | 'declineInventoryWithdrawal'
  | 'withdrawInventory'
  | 'transfer'
  | 'acceptTransfer'
  | 'bulkPrintInventory'
  | 'deleteInventory';

/** An item the server left as it was, and why (404 missing, 409 wrong status, 422 a rule). */
export type { ActionFailure };

/** An action's outcome: the items changed and refused, or the job that changes them. */
export type ActionResult = Omit<ActionAnswer, 'item'> & {
  /** Set when the server runs the change as a background job (more than 100 items). */
  jobId: number | null;
};

/** An action and its body, typed from the action's body schema in the contract. */
export interface ActionInput<A extends InventoryActionName = InventoryActionName> {
  action: A;
  body: BodyOf<'POST', `/api/inventories/${A}`>;
}

/**
 * POST /api/inventories/{action} with `{ids, ...}`: every action takes a list (one item is a list of one); more
 * than 100 items run as a job (202 {jobId, message}), otherwise {ids, failed, message}.
 */
export async function inventoryAction({ action, body }: ActionInput): Promise<ActionResult> {
  const data = await api.post(`/api/inventories/${action}`, body);
  if ('jobId' in data) return { jobId: data.jobId, ids: [], failed: [], message: data.message };
  return { jobId: null, ids: data.ids, failed: data.failed, message: data.message };
}

/** The body of an action on some items. */
export const itemIds = (ids: readonly number[]) => ({ ids: [...ids] });
export const oneItem = (id: number) => itemIds([id]);

/**
 * After an inventory change: the inventory lists, items and logs, and the product screens listing units. Callers do
 * not wait for the refetch: the change is already saved, so its toast and closing dialog should not hang on lists.
 */
export function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.inventories.all }),
      queryClient.invalidateQueries({ queryKey: ['products', 'detail'] }),
    ]);
}

export function useInventoryAction(config: MutationConfig<typeof inventoryAction> = {}) {
  const invalidate = useInvalidateInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (result, ...args) => {
      void invalidate();
      await onSuccess?.(result, ...args);
    },
    mutationFn: inventoryAction,
  });
}
