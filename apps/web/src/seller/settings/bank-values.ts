import type { ConsignerProfile, ProfileChanges } from '../api/consigner-profile';
import { type BankField, bankFieldsFor, type PayoutType, type RoutingType } from '../signup/bank-fields';

// A flat form: the request nests the bank fields in bankData and sends `account` as payoutData (bankChanges).
export interface BankFormValues extends Partial<Record<BankField, string>> {
  payoutType: PayoutType;
  routingType: RoutingType;
  account?: string;
}

const ALL_FIELDS: BankField[] = ['accountName', 'accountNumber', 'routingNumber', 'swiftCode', 'ibanNumber'];

/** Payout details are on file (bank fields, account number or a PayPal/Zelle address): read-only from here on. */
export function hasPayoutDetails(profile: ConsignerProfile): boolean {
  const bank = profile.bankData ?? {};
  return Boolean(
    profile.payoutData?.trim() || profile.accountNumber || ALL_FIELDS.some((f) => bank[f]?.toString().trim()),
  );
}

export function bankFormValues(profile: ConsignerProfile): BankFormValues {
  const bank = profile.bankData ?? {};
  const routingType = (bank.routingType as RoutingType | undefined) ?? 'abaNumber';
  return {
    payoutType: (profile.payoutType as PayoutType | null) ?? 'Bank',
    routingType,
    account: profile.payoutData ?? '',
    ...Object.fromEntries(
      ALL_FIELDS.map((f) => [f, bank[f] ?? (f === 'accountNumber' ? profile.accountNumber : '') ?? '']),
    ),
  };
}

/** The PUT body: a bank payout keeps the routing type's fields; another payout one address and no bank data. */
export function bankChanges(values: BankFormValues, simplified: boolean): ProfileChanges {
  if (values.payoutType !== 'Bank') {
    return { payoutType: values.payoutType, payoutData: values.account?.trim() ?? '', bankData: null };
  }
  const bankData: Record<string, string> = simplified ? {} : { routingType: values.routingType };
  for (const field of bankFieldsFor(values.routingType, simplified))
    bankData[field] = values[field]?.trim() ?? '';
  return { payoutType: 'Bank', payoutData: null, bankData };
}
