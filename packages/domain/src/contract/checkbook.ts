/** Answers of the automatic payouts' cheques (spec 3 §7 Payouts): the cheques written and a failed one's retry. */
import { z } from 'zod';
import { timestamp } from './common';

export const cheque = z.object({
  id: z.number().int(),
  payoutId: z.number().int(),
  consignerId: z.number().int(),
  consignerName: z.string(),
  /** Major units of the store's currency. */
  amount: z.number(),
  /** The payout provider's reference, once it has one. */
  externalId: z.string().nullable(),
  status: z.string(),
  createdAt: timestamp,
});
export type Cheque = z.output<typeof cheque>;

/** GET /api/cheques?payoutId: the newest 1,000 cheques (of one payout when given). */
export const chequeList = z.object({ cheques: z.array(cheque) });
export type ChequeList = z.output<typeof chequeList>;

/** POST /api/checkbook/retryAutoPayout: the payout is queued again. */
export const autoPayoutRetried = z.object({ message: z.string(), status: z.literal('Pending') });
export type AutoPayoutRetried = z.output<typeof autoPayoutRetried>;
