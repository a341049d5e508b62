import type { employeeInviteBody } from '@backroom/domain/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { messages } from '@web/shared/messages';
import type { z } from 'zod';
import type { Employee } from './employee';

export type CreateEmployeeInput = z.input<typeof employeeInviteBody>;

/** POST /api/employees: creates the employee and mails the invite link. */
export function createEmployee(input: CreateEmployeeInput): Promise<Employee> {
  return api.post('/api/employees', input);
}

export function useCreateEmployee(config: MutationConfig<typeof createEmployee> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.employeeAdded },
    ...rest,
    onSuccess: async (employee, ...args) => {
      queryClient.setQueryData(queryKeys.employees.detail(employee.id), employee);
      await queryClient.invalidateQueries({ queryKey: queryKeys.employees.lists() });
      await onSuccess?.(employee, ...args);
    },
    mutationFn: createEmployee,
  });
}
