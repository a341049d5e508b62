import type { EmployeeInvite } from '@backroom/domain/contract/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { QueryConfig } from './query-config';
import { queryKeys } from './query-keys';

export type { EmployeeInvite };

/** GET /open/employees/{inviteId}: prefills the invited employee's sign-up. */
export function getEmployeeInvite(inviteId: string): Promise<EmployeeInvite> {
  return api.get(`/open/employees/${encodeURIComponent(inviteId)}`);
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
