import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

export interface EmployeeInvite {
  firstName: string;
  lastName: string;
  email: string;
  accepted: boolean;
}

/** GET /open/employees/{inviteId}: prefills the invited employee's sign-up. */
export function getEmployeeInvite(inviteId: string): Promise<EmployeeInvite> {
  return api.get<EmployeeInvite>(`/open/employees/${encodeURIComponent(inviteId)}`);
}

export function employeeInviteQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: queryKeys.employees.invite(inviteId),
    queryFn: () => getEmployeeInvite(inviteId),
  });
}

export function useEmployeeInvite(inviteId: string, config?: QueryConfig<typeof employeeInviteQueryOptions>) {
  return useQuery({ ...employeeInviteQueryOptions(inviteId), ...config });
}
