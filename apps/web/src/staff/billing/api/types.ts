/** The billing answers, typed from the domain's contract (the server's response schemas). */
import type {
  historySchema,
  invoiceSchema,
  noticeSchema,
  planView,
  summarySchema,
} from '@backroom/domain/contract/billing';
import type { z } from 'zod';

export type BillingPlan = z.output<typeof planView>;
export type BillingNotice = z.output<typeof noticeSchema>;
export type BillingSummary = z.output<typeof summarySchema>;
export type BillingInvoice = z.output<typeof invoiceSchema>;
export type BillingHistoryEntry = z.output<typeof historySchema>['entries'][number];
