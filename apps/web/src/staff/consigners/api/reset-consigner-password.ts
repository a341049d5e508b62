import type { ConsignerResetSent } from '@backroom/domain/contract/consigners';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { toast } from '@web/shared/toast/toast';

/** POST /api/consigners/resetPassword/{id}: mails the consigner a reset link; answers "Email instructions sent to {email}". */
export function resetConsignerPassword(id: number): Promise<ConsignerResetSent> {
  return api.post(`/api/consigners/resetPassword/${id}`);
}

export function useResetConsignerPassword(config: MutationConfig<typeof resetConsignerPassword> = {}) {
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    onSuccess: async (answer, ...args) => {
      // The server's own text names the address it wrote to.
      if (answer?.message) toast.success(answer.message);
      await onSuccess?.(answer, ...args);
    },
    mutationFn: resetConsignerPassword,
  });
}
