import { messages } from '@backroom/domain/messages';
import { makeAddConsignerSchema } from '@backroom/domain/schemas/consigner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

/** What the add-consigner form holds. */
export type AddConsignerInput = Partial<z.input<ReturnType<typeof makeAddConsignerSchema>>>;

/**
 * POST /api/consigners/createFromAdmin: the staff invite. The domain schema shapes the body: Bank keeps
 * the routing type's fields, other payout types keep only the account (payoutData) and clear bank data.
 */
export async function createConsigner({
  values,
  simplified,
}: {
  values: AddConsignerInput;
  simplified: boolean;
}) {
  const { firstName, lastName, email, phone, address, payoutType, payoutData } = values;
  const bank = values.bankData ?? {};
  const bankData = {
    routingType: simplified ? null : bank.routingType,
    accountName: bank.accountName,
    accountNumber: bank.accountNumber,
    routingNumber: bank.routingNumber,
    swiftCode: bank.swiftCode,
    ibanNumber: bank.ibanNumber,
    bank: bank.bank,
    bankType: bank.bankType,
    branchCode: bank.branchCode,
  };
  const body = makeAddConsignerSchema({ routingFields: !simplified }).parse({
    firstName,
    lastName,
    email,
    phone,
    address,
    payoutType,
    payoutData,
    bankData,
  });
  return (await api.post('/api/consigners/createFromAdmin', body)).consigner;
}

export function useCreateConsigner(config: MutationConfig<typeof createConsigner> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.consignerAdded },
    ...rest,
    onSuccess: async (consigner, ...args) => {
      if (consigner?.id) queryClient.setQueryData(queryKeys.consigners.detail(consigner.id), consigner);
      await queryClient.invalidateQueries({ queryKey: queryKeys.consigners.lists() });
      await onSuccess?.(consigner, ...args);
    },
    mutationFn: createConsigner,
  });
}
