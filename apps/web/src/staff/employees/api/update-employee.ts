import type { employeeUpdateBody } from '@backroom/domain/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import { messages } from '@web/shared/messages';
import type { z } from 'zod';
import type { Employee } from './employee';

export type UpdateEmployeeInput = { id: number } & z.input<typeof employeeUpdateBody>;

/** PUT /api/employees/{id}: access controls (and active flag). */
export function updateEmployee({ id, ...body }: UpdateEmployeeInput): Promise<Employee> {
  return api.put(`/api/employees/${id}`, body);
}

export function useUpdateEmployee(config: MutationConfig<typeof updateEmployee> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    meta: { successMessage: messages.employeeUpdated },
    ...rest,
    onSuccess: async (employee, ...args) => {
      queryClient.setQueryData(queryKeys.employees.detail(employee.id), employee);
      await queryClient.invalidateQueries({ queryKey: queryKeys.employees.lists() });
      await onSuccess?.(employee, ...args);
    },
    mutationFn: updateEmployee,
  });
}
