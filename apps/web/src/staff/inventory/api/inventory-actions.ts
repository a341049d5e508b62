import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobIdFrom } from '@web/shared/api/answer-shapes';
import { api } from '@web/shared/api/client';
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
export interface ActionFailure {
  id: number;
  status: number;
  error: string;
}

export interface ActionResult {
  /** Set when the server runs the change as a background job (more than 100 items). */
  jobId: number | null;
  /** Items changed at once (empty for a job). */
  ids: number[];
  /** Items refused while others went through. */
  failed: ActionFailure[];
  /** The server's message (the job's warning, or a success text). */
  message: string | null;
}

export interface ActionInput {
  action: InventoryActionName;
  body: Record<string, unknown>;
}

/**
 * POST /api/inventories/{action} with `{ids, ...}`: every action takes a list (one item is a list of one); more
 * than 100 items run as a job (202 {jobId, message}), otherwise {ids, failed, message}.
 */
export async function inventoryAction({ action, body }: ActionInput): Promise<ActionResult> {
  const data = ((await api.post<unknown>(`/api/inventories/${action}`, body)) ?? {}) as Partial<ActionResult>;
  return {
    jobId: jobIdFrom(data),
    ids: Array.isArray(data.ids) ? data.ids : [],
    failed: Array.isArray(data.failed) ? data.failed : [],
    message: typeof data.message === 'string' ? data.message : null,
  };
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
