import type { Consigner } from './api/consigner';
import { bankDetailsOf, PAYOUT_TYPE_OPTIONS } from './api/consigner';

/** Last four characters only: enough to recognise an account, not to copy it. */
const masked = (value: string | null | undefined) => (value ? `•••• ${value.slice(-4)}` : null);

/** "Bank (IBAN •••• 1234)", "PayPal (name@example.com)", or "Not set". */
export function payoutSummary(consigner: Consigner): string {
  const type = consigner.payoutType;
  if (!type) return 'Not set';
  const label = PAYOUT_TYPE_OPTIONS.find((o) => o.value.toLowerCase() === type.toLowerCase())?.label ?? type;
  if (type !== 'Bank') return consigner.payoutData ? `${label} (${consigner.payoutData})` : label;
  const bank = bankDetailsOf(consigner);
  const account =
    bank.routingType === 'ibanNumber'
      ? `IBAN ${masked(bank.ibanNumber) ?? ''}`
      : bank.routingType === 'swiftCode'
        ? `SWIFT ${bank.swiftCode ?? ''} ${masked(bank.accountNumber ?? bank.ibanNumber) ?? ''}`
        : masked(bank.accountNumber);
  const parts = [bank.bank, account?.trim()].filter(Boolean).join(', ');
  return parts ? `${label} (${parts})` : label;
}
