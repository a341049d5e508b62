/** E-mails to the store owner about the bill, through the outbox in the caller's transaction. */
import { formatMoney } from '@backroom/domain/money-format';
import type { DbOrTx } from '../../db/client';
import { queueEmail } from '../../mail/outbox';
import { storeOwner } from './account';

type Draft = { subject: string; text: string };

export const billingEmails = {
  paymentFailed: (p: {
    store: string;
    number: string;
    amount: string;
    error: string;
    readOnlyOn: string;
  }): Draft => ({
    subject: `Payment failed for Backroom invoice ${p.number}`,
    text: [
      `We could not collect ${p.amount} for ${p.store}'s Backroom invoice ${p.number}: ${p.error}`,
      '',
      `Please update the payment method under Settings → Billing. If the invoice is still unpaid on ${p.readOnlyOn},`,
      'catalogue and intake changes pause until it is paid. Sales, payouts and the seller portal keep working.',
    ].join('\n'),
  }),
  paid: (p: { store: string; number: string; amount: string }): Draft => ({
    subject: `Receipt for Backroom invoice ${p.number}`,
    text: `Thank you: ${p.amount} for ${p.store}'s Backroom invoice ${p.number} has been paid.`,
  }),
  cancelled: (p: { store: string }): Draft => ({
    subject: `${p.store}'s Backroom subscription has ended`,
    text: [
      `${p.store}'s Backroom subscription was cancelled at the end of its period.`,
      'Sales, payouts and the seller portal keep working; choose a plan under Settings → Billing to change the catalogue again.',
    ].join('\n'),
  }),
};

export async function emailOwner(tx: DbOrTx, storeId: number, draft: (store: string) => Draft) {
  const owner = await storeOwner(tx, storeId);
  if (!owner?.email) return;
  await queueEmail(tx, { storeId, to: owner.email, ...draft(owner.name) });
}

export const money = (amount: number, currency: string) => formatMoney(amount, currency);
