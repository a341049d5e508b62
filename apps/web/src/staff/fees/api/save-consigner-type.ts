import { consignerTypeSchema, consignerTypeUpdateSchema } from '@backroom/domain/schemas/consigner-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { refreshLater } from '@web/shared/api/refresh-later';
import type { ConsignerType } from '@web/staff/common/api/types';
import type { z } from 'zod';

/** What the consigner-type dialog and the inline row hold (fees as typed). */
export type ConsignerTypeInput = Omit<Partial<z.input<typeof consignerTypeSchema>>, Fee> & {
  // The schema reads any value for a fee (and says what is wrong); the form holds numbers or text.
  [K in Fee]?: number | string | null;
};
type Fee = 'sellingFee' | 'minFee' | 'flatFee';

function pick(values: ConsignerTypeInput) {
  const { accountType, sellingFee, minFee, flatFee, isDefault, category } = values;
  const { option1Value, option2Value, option3Value } = values;
  return {
    accountType,
    sellingFee,
    minFee,
    flatFee,
    isDefault,
    category,
    option1Value,
    option2Value,
    option3Value,
  };
}

/** POST /api/consignerTypes: fees converted to numbers (spec 3 §5). */
export function createConsignerType(values: ConsignerTypeInput): Promise<ConsignerType> {
  return api.post('/api/consignerTypes', consignerTypeSchema.parse(pick(values)));
}

/** PUT /api/consignerTypes/{id}: any subset of the fields (inline edit, Make default). */
export function updateConsignerType({ id, values }: { id: number; values: ConsignerTypeInput }) {
  const body = Object.fromEntries(Object.entries(pick(values)).filter(([, v]) => v !== undefined));
  return api.put(`/api/consignerTypes/${id}`, consignerTypeUpdateSchema.parse(body));
}

export function useCreateConsignerType(config: MutationConfig<typeof createConsignerType> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Consigner type added' },
    ...rest,
    onSuccess: async (type, ...args) => {
      // Shown at once, then read again after 500 ms (spec 3 §4).
      queryClient.setQueryData<ConsignerType[]>(queryKeys.consignerTypes.list(), (list) =>
        list && type?.id ? [...list.filter((t) => t.id !== type.id), type] : list,
      );
      refreshLater(queryClient, queryKeys.consignerTypes.all);
      await onSuccess?.(type, ...args);
    },
    mutationFn: createConsignerType,
  });
}

export function useUpdateConsignerType(config: MutationConfig<typeof updateConsignerType> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: 'Consigner type saved' },
    ...rest,
    onSuccess: async (type, ...args) => {
      // Making one type the default changes the others too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.consignerTypes.all });
      await onSuccess?.(type, ...args);
    },
    mutationFn: updateConsignerType,
  });
}
