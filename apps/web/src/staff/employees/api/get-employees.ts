import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Employee } from './employee';

/** GET /api/employees?search */
export function getEmployees(search: string): Promise<Employee[]> {
  return api.get('/api/employees', { search });
}

export function employeesQueryOptions(search = '') {
  return queryOptions({
    queryKey: queryKeys.employees.list(search),
    queryFn: () => getEmployees(search),
  });
}

export function useEmployees(search: string, config?: QueryConfig<typeof employeesQueryOptions>) {
  return useQuery({ ...employeesQueryOptions(search), ...config });
}
