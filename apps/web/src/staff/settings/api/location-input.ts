import type { QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@web/shared/api/contract-paths';
import { queryKeys } from '@web/shared/api/query-keys';

export type LocationInput = BodyOf<'POST', '/api/locations'>;

export const locationBody = ({ name, address }: LocationInput) => ({
  name: name.trim(),
  address: address?.trim() || null,
});

/** Locations name the sublocations' groups, so both lists are read again. */
export function refreshLocations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.subLocations.all }),
  ]);
}
