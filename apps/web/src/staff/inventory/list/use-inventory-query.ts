import { DEFAULT_INVENTORY_SORT, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@backroom/domain/constants';
import { defaultDateRange } from '@backroom/domain/dates';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { storeToday } from '@web/shared/store/store-time-zone';
import type { TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import type { InventoryQuery } from '../api/inventory-query';
import type { ListConfig } from './list-kinds';

export function initialQuery(config: ListConfig, consigner: number | null = null): InventoryQuery {
  return {
    search: '',
    statuses: config.statuses,
    location: null,
    subLocation: null,
    consigner,
    option1Value: null,
    option2Value: null,
    option3Value: null,
    category: null,
    printed: config.printed ?? null,
    sortOption: DEFAULT_INVENTORY_SORT,
    dateRange: defaultDateRange(storeToday()),
    page: DEFAULT_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** The filters that narrow the list (the status of a fixed-status list does not count). */
export function activeFilterCount(query: InventoryQuery, config: ListConfig): number {
  const fixed = initialQuery(config);
  const keys = [
    'location',
    'subLocation',
    'consigner',
    'option1Value',
    'option2Value',
    'option3Value',
    'category',
  ] as const;
  let count = keys.filter((k) => query[k] !== null).length;
  if (query.printed !== fixed.printed) count++;
  if (query.statuses.join() !== fixed.statuses.join()) count++;
  if (query.dateRange !== null) count++;
  return count;
}

/** Filter state and page of one inventory list; any filter change goes back to page 1. */
export function useInventoryQuery(config: ListConfig, consigner: number | null = null) {
  const [query, setQuery] = useState<InventoryQuery>(() => initialQuery(config, consigner));
  const update = (changes: Partial<InventoryQuery>) =>
    setQuery((q) => ({ ...q, ...changes, page: changes.page ?? DEFAULT_PAGE }));
  const pagination = (total: number): TablePaginationConfig => ({
    ...tablePagination,
    current: query.page,
    pageSize: query.pageSize,
    total,
    onChange: (page, pageSize) =>
      setQuery((q) => ({ ...q, page: pageSize === q.pageSize ? page : DEFAULT_PAGE, pageSize })),
  });
  return { query, update, pagination, reset: () => setQuery(initialQuery(config, consigner)) };
}
