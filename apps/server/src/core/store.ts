/** The store a request acts for (resolved once per request by http/store-resolution.ts). */
import type { stores } from '../db/schema';

export type StoreRow = typeof stores.$inferSelect;
