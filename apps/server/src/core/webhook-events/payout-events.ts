/** payout.created, payout.paid and payout.failed, from the payout's row as the caller's transaction sees it. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payouts } from '../../db/schema';
import { storeScoped } from '../store-scope';
import { emitWebhookEvents } from './emit';
import { payoutEvent } from './payloads';

export async function emitPayoutEvent(
  tx: DbOrTx,
  {
    store,
    type,
    payoutId,
  }: {
    store: { id: number; currency: string };
    type: 'payout.created' | 'payout.paid' | 'payout.failed';
    payoutId: number;
  },
) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(storeScoped(payouts, store.id, eq(payouts.id, payoutId)));
  if (row)
    await emitWebhookEvents(tx, { storeId: store.id, drafts: [payoutEvent(type, row, store.currency)] });
}
