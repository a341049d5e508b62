import type { InviteResent } from '@backroom/domain/contract/employees';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { messages } from '@web/shared/messages';

/** POST /api/employees/send/{id}: mails the invite link again. */
export function resendEmployeeInvite(id: number): Promise<InviteResent> {
  return api.post(`/api/employees/send/${id}`);
}

export function useResendEmployeeInvite(config: MutationConfig<typeof resendEmployeeInvite> = {}) {
  return useMutation({
    meta: { successMessage: messages.inviteSent, errorMessage: messages.inviteSendFailed },
    ...config,
    mutationFn: resendEmployeeInvite,
  });
}
