import { messages } from '@backroom/domain/messages';
import { storeSettingsSchema } from '@backroom/domain/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { StoreSettings } from '@web/staff/common/api/store-settings';
import type { SettingsValues } from '../settings-values';

/** PUT /api/stores/{id}: every settings field, shaped by the domain schema (spec 3 §2.11, §5). */
export function updateStore({ id, values }: { id: number; values: SettingsValues }): Promise<StoreSettings> {
  return api.put(`/api/stores/${id}`, storeSettingsSchema.parse(values));
}

export function useUpdateStore(config: MutationConfig<typeof updateStore> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.settingsSaved },
    ...rest,
    onSuccess: async (store, ...args) => {
      // The header's logo and name come from the public branding: read it again at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.storeSettings.current }),
        queryClient.invalidateQueries({ queryKey: queryKeys.store.brandings() }),
      ]);
      await onSuccess?.(store, ...args);
    },
    mutationFn: updateStore,
  });
}
