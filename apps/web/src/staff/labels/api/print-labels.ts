import { LABEL_FILE_NAME, UI } from '@backroom/domain/constants';
import { messages } from '@backroom/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { showPdf } from '@web/shared/manifest/pdf-file';

/** The items, and markPrinted false for a preview (the items stay in Ready To Print). */
export type PrintLabelsInput = BodyOf<'POST', '/api/inventories/printLabels'>;

/**
 * POST /api/inventories/printLabels: one PDF (inventory_label.pdf) with a label per item, opened for printing;
 * the server marks the items printed (they leave Ready To Print).
 */
export async function printLabels({ ids, markPrinted = true }: PrintLabelsInput) {
  const blob = await api.postBlob('/api/inventories/printLabels', { ids, markPrinted });
  showPdf(blob, LABEL_FILE_NAME);
  return { count: ids.length };
}

/** The storefront is still catching up with listing ids: the spec reloads the list after 3 s. */
export const isResyncRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === messages.resyncedWithoutShopifyId ||
    error.message.startsWith('No Shopify Product Found'));

export function usePrintLabels(config: MutationConfig<typeof printLabels> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = config;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.inventories.all });
  return useMutation({
    ...rest,
    mutationFn: printLabels,
    onSuccess: async (...args) => {
      await refresh();
      await onSuccess?.(...args);
    },
    onError: (error, ...args) => {
      if (isResyncRefusal(error)) setTimeout(refresh, UI.labelResyncReloadMs);
      return onError?.(error, ...args);
    },
  });
}
