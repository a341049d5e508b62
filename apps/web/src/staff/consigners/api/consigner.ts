import type { RoutingType } from '@backroom/domain/constants';
import type { ConsignerDetail } from '@backroom/domain/contract/consigners';

/** Bank details as the consigner keeps them (spec 3 §3 bankData). */
export interface BankData {
  routingType?: RoutingType | null;
  accountName?: string | null;
  accountNumber?: string | null;
  routingNumber?: string | null;
  swiftCode?: string | null;
  ibanNumber?: string | null;
  bank?: string | null;
  bankType?: string | null;
  branchCode?: string | null;
  email?: string | null;
}

/** A consigner (seller) of the store (spec 3 §3), as GET /api/consigners/{id} answers it. */
export type Consigner = ConsignerDetail;

export function consignerName(consigner: Pick<Consigner, 'firstName' | 'lastName' | 'email'>): string {
  return `${consigner.firstName} ${consigner.lastName}`.trim() || consigner.email;
}

/** Bank details with the older top-level fields as fallback. */
export function bankDetailsOf(consigner: Consigner): BankData {
  const bank = consigner.bankData ?? {};
  return {
    ...bank,
    accountName: bank.accountName ?? consigner.accountName ?? null,
    accountNumber: bank.accountNumber ?? consigner.accountNumber ?? null,
    bank: bank.bank ?? consigner.bank ?? null,
    bankType: bank.bankType ?? consigner.bankType ?? null,
    branchCode: bank.branchCode ?? consigner.branchCode ?? null,
  };
}

/** The payout types with their labels: the stored value spells PayPal "Paypal" (spec 3 §3). */
export const PAYOUT_TYPE_OPTIONS = [
  { value: 'Bank', label: 'Bank' },
  { value: 'Paypal', label: 'PayPal' },
  { value: 'Zelle', label: 'Zelle' },
] as const;

export const ROUTING_TYPE_OPTIONS: { value: RoutingType; label: string }[] = [
  { value: 'abaNumber', label: 'ABA routing number' },
  { value: 'swiftCode', label: 'SWIFT code' },
  { value: 'ibanNumber', label: 'IBAN' },
];
