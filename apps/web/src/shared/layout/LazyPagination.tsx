import type { PaginationProps } from 'antd/es/pagination';
import { lazy, Suspense } from 'react';

/** Starts loading the pager's code (call it when the screen mounts, so it is there with the first results). */
export const preloadPagination = () => import('antd/es/pagination');

const Pagination = lazy(preloadPagination);

/**
 * antd's Pagination, loaded after the list it pages: its page-size changer is antd's Select (~30 KB gzipped
 * with the pager), which a first screen should not wait for. Keeps the pager's height meanwhile.
 */
export function LazyPagination(props: PaginationProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 32 }} />}>
      <Pagination {...props} />
    </Suspense>
  );
}
