import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Employee } from './employee';

/** GET /api/employees/{id} */
export function getEmployee(id: number): Promise<Employee> {
  return api.get(`/api/employees/${id}`);
}

export function employeeQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.employees.detail(id),
    queryFn: () => getEmployee(id),
    // The screen shows "not found" itself.
    meta: { silent: true },
  });
}

export function useEmployee(id: number, config?: QueryConfig<typeof employeeQueryOptions>) {
  return useQuery({ ...employeeQueryOptions(id), ...config });
}
