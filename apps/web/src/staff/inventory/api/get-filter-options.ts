import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryConfig } from '@web/shared/api/query-config';
import { queryKeys } from '@web/shared/api/query-keys';
import type { FilterOption, InventoryFilterOptions } from './inventory';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => v !== null && v !== '').map(String) : [];

/** Consigners as {label, value}; accepts consigner records too. */
function consignerOptions(value: unknown): FilterOption[] {
  if (!Array.isArray(value)) return [];
  return value.map((c: Record<string, unknown>) => {
    const isStoreAccount = c.isStoreAccount === true;
    if ('value' in c) return { label: String(c.label ?? c.value), value: c.value as number, isStoreAccount };
    const name = `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim();
    return { label: name || String(c.email ?? c.id), value: c.id as number, isStoreAccount };
  });
}

/** GET /api/inventories/filterOptions: consigners, statuses, locations, sublocations, option values. */
export async function getFilterOptions(): Promise<InventoryFilterOptions> {
  const data = ((await api.get<unknown>('/api/inventories/filterOptions')) ?? {}) as Record<string, unknown>;
  const locations = Array.isArray(data.locations)
    ? (data.locations as Record<string, unknown>[]).map((l) => ({
        id: l.id as number | undefined,
        name: String(l.name ?? l.value ?? l.label ?? ''),
        label: String(l.label ?? l.name ?? ''),
      }))
    : [];
  return {
    consigners: consignerOptions(data.consigners),
    statuses: strings(data.statuses),
    locations,
    subLocations: Array.isArray(data.subLocations)
      ? (data.subLocations as InventoryFilterOptions['subLocations'])
      : [],
    option1Values: strings(data.option1Values),
    option2Values: strings(data.option2Values),
    option3Values: strings(data.option3Values),
    categories: strings(data.categories),
  };
}

export function filterOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.inventories.filterOptions(),
    queryFn: getFilterOptions,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useFilterOptions(config?: QueryConfig<typeof filterOptionsQueryOptions>) {
  return useQuery({ ...filterOptionsQueryOptions(), ...config });
}
