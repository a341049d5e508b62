/** The list queries' fields live in the domain's contract (issue #31); re-exported for the server's queries. */
export { pageQuery, searchQuery } from '@backroom/domain/contract/common';

export interface Page {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** Escapes LIKE wildcards so a search for "50%" means the text. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Counting every match of a broad search in a large store costs more than the page itself, so list counts are
 * exact up to 1,000 rows or ten pages past the current one, whichever is more; beyond that the answer says
 * `totalCapped` and the count is that lower bound (the pager can always move on).
 */
export const countLimit = (p: Page) => Math.max(1000, (p.page + 10) * p.pageSize);
