import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@backroom/domain/constants';
import type { ListQuery } from '@web/shared/api/query-keys';
import type { TablePaginationConfig } from 'antd/es/table';
import { useState } from 'react';
import { tablePagination } from './table-pagination';

/** Search text and page of a server-paginated list; a new search or page size goes back to page 1. */
export function useListQuery(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [query, setQuery] = useState<ListQuery>({ search: '', page: DEFAULT_PAGE, pageSize });
  const setSearch = (search: string) =>
    setQuery((q) => ({ ...q, search: search.trim(), page: DEFAULT_PAGE }));
  const setPage = (page: number, size: number) =>
    setQuery((q) => ({ ...q, page: size === q.pageSize ? page : DEFAULT_PAGE, pageSize: size }));
  /** The table's pager for `total` matching rows (spec 1 §9); a capped count reads "of 1000+ items". */
  const pagination = (total: number, capped = false): TablePaginationConfig => ({
    ...tablePagination,
    ...(capped
      ? { showTotal: (n: number, [from, to]: [number, number]) => `${from}-${to} of ${n}+ items` }
      : {}),
    current: query.page,
    pageSize: query.pageSize,
    total,
    onChange: setPage,
  });
  return { query, setSearch, setPage, pagination };
}
