/** Payout choices of the seller sign-up and settings (spec 1 §2.3 consigner settings, §5). */
export const PAYOUT_TYPES = [
  { value: 'Bank', label: 'Bank' },
  { value: 'Paypal', label: 'PayPal' },
  { value: 'Zelle', label: 'Zelle' },
] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number]['value'];

export const ROUTING_TYPES = [
  { value: 'abaNumber', label: 'US bank (ABA)' },
  { value: 'swiftCode', label: 'International (SWIFT)' },
  { value: 'ibanNumber', label: 'IBAN account' },
] as const;
export type RoutingType = (typeof ROUTING_TYPES)[number]['value'];

export type BankField = 'accountName' | 'accountNumber' | 'routingNumber' | 'swiftCode' | 'ibanNumber';

export const BANK_FIELD_LABELS: Record<BankField, string> = {
  accountName: 'Account name',
  accountNumber: 'Account number',
  routingNumber: 'Routing number',
  swiftCode: 'Swift code',
  ibanNumber: 'IBAN number',
};

/** The bank fields each routing type needs. */
export const BANK_FIELDS: Record<RoutingType, readonly BankField[]> = {
  abaNumber: ['accountName', 'accountNumber', 'routingNumber'],
  swiftCode: ['accountName', 'accountNumber', 'swiftCode'],
  ibanNumber: ['accountName', 'ibanNumber'],
};

/** The fields the form asks for: the routing type's, or account name and number only (simplified form). */
export function bankFieldsFor(routingType: RoutingType, simplified: boolean): readonly BankField[] {
  return simplified ? ['accountName', 'accountNumber'] : BANK_FIELDS[routingType];
}
