import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@backroom/domain/constants';
import { queryText } from '@backroom/domain/schemas/common';
import { z } from 'zod';

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);

/** `?page&pageSize` of list endpoints: page from 1, pageSize 1..500 (the spec's sizes are 10 to 500). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export interface Page {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.pageSize;

/** A search text: trimmed, blank is none, at most 200 characters, no control characters. */
export const searchQuery = queryText(200);

/** Escapes LIKE wildcards so a search for "50%" means the text. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Counting every match of a broad search in a large store costs more than the page itself, so list counts are
 * exact up to 1,000 rows or ten pages past the current one, whichever is more; beyond that the answer says
 * `totalCapped` and the count is that lower bound (the pager can always move on).
 */
export const countLimit = (p: Page) => Math.max(1000, (p.page + 10) * p.pageSize);
