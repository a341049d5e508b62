import type { EmployeeDeleted } from '@backroom/domain/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { messages } from '@web/shared/messages';

/** POST /api/employees/deleteEmployee/{id} */
export function deleteEmployee(id: number): Promise<EmployeeDeleted> {
  return api.post(`/api/employees/deleteEmployee/${id}`);
}

export function useDeleteEmployee(config: MutationConfig<typeof deleteEmployee> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.employeeDeleted },
    ...rest,
    onSuccess: async (answer, id, ...args) => {
      queryClient.removeQueries({ queryKey: queryKeys.employees.detail(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.employees.lists() });
      await onSuccess?.(answer, id, ...args);
    },
    mutationFn: deleteEmployee,
  });
}
