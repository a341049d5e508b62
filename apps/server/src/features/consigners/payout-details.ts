import { BANK_KEYS } from '@backroom/domain/contract/consigner-requests';
import { messages } from '@backroom/domain/messages';
import { makeAddConsignerSchema } from '@backroom/domain/schemas/consigner';
import type { ConsignerRow } from '../../core/principal';
import type { StoreRow } from '../../core/store';
import { parseOrThrow } from '../../http/validation';

/** Bank fields of the entity (spec 3 §3); the same names live in bankData and, for some, as columns. */
export { BANK_KEYS };
/** The bank fields that are also columns of consigners. */
export const BANK_COLUMNS = ['accountName', 'accountNumber', 'bank', 'bankType', 'branchCode'] as const;
export const PAYOUT_KEYS = ['payoutType', 'payoutData', 'bankData', ...BANK_COLUMNS] as const;

type BankData = Partial<Record<(typeof BANK_KEYS)[number], string | null>>;

export interface PayoutInput {
  payoutType?: string;
  payoutData?: string | null;
  bankData?: BankData | null;
  accountName?: string | null;
  accountNumber?: string | null;
  bank?: string | null;
  bankType?: string | null;
  branchCode?: string | null;
}

export interface PayoutColumns {
  payoutType: string;
  payoutData: string | null;
  bankData: Record<string, string> | null;
  accountName: string | null;
  accountNumber: string | null;
  bank: string | null;
  bankType: string | null;
  branchCode: string | null;
}

/** The store setting that replaces the spec's "store id 32": a bank form without routing fields. */
export const simplifiedBankForm = (store: StoreRow) => store.settings?.simplifiedBankForm === true;

/** The add-consigner schema of this store (spec 3 §5, with or without the routing fields). */
export const addConsignerSchemaFor = (store: StoreRow) =>
  makeAddConsignerSchema({ routingFields: !simplifiedBankForm(store) });

function cleanBank(data: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of BANK_KEYS) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  return out;
}

/** The stored payout details as columns: non-Bank types carry no bank data, Bank types no payoutData. */
export function payoutColumns(parsed: {
  payoutType: string;
  payoutData: string | null;
  bankData?: Record<string, unknown> | null;
}): PayoutColumns {
  const bank = parsed.payoutType === 'Bank' ? cleanBank(parsed.bankData) : {};
  const has = Object.keys(bank).length > 0;
  return {
    payoutType: parsed.payoutType,
    payoutData: parsed.payoutType === 'Bank' ? null : parsed.payoutData,
    bankData: has ? bank : null,
    accountName: bank.accountName ?? null,
    accountNumber: bank.accountNumber ?? null,
    bank: bank.bank ?? null,
    bankType: bank.bankType ?? null,
    branchCode: bank.branchCode ?? null,
  };
}

export const touchesPayout = (input: object) => PAYOUT_KEYS.some((k) => k in input);

/**
 * The consigner's payout details after a change, validated with the domain's add-consigner rules for the
 * payout type and routing type. Null when the change does not touch payout fields.
 */
export function nextPayout(
  store: StoreRow,
  existing: ConsignerRow,
  input: PayoutInput,
): PayoutColumns | null {
  if (!touchesPayout(input)) return null;
  const bank: Record<string, unknown> = {
    ...cleanBank(input.bankData === undefined ? existing.bankData : input.bankData),
  };
  for (const key of BANK_COLUMNS) if (input[key] !== undefined) bank[key] = input[key];
  return checkedPayout(store, {
    payoutType: input.payoutType ?? existing.payoutType ?? undefined,
    payoutData: input.payoutData === undefined ? existing.payoutData : input.payoutData,
    bankData: bank,
  });
}

/**
 * Payout details checked with the domain's add-consigner rules for the payout type and routing type: the same
 * rules at sign-up, in Settings and on the staff screens (a Bank needs its account name and number, ...).
 */
export function checkedPayout(
  store: StoreRow,
  details: { payoutType?: string; payoutData?: string | null; bankData?: Record<string, unknown> | null },
): PayoutColumns {
  const form = {
    // Personal fields are checked elsewhere; placeholders let the domain schema check the payout part alone.
    firstName: 'x',
    lastName: 'x',
    email: 'x@example.com',
    phone: 'x',
    address: 'x',
    payoutType: details.payoutType,
    payoutData: details.payoutData ?? null,
    bankData: cleanBank(details.bankData),
  };
  return payoutColumns(parseOrThrow(addConsignerSchemaFor(store), form));
}

const snapshot = (c: Pick<PayoutColumns, 'payoutType' | 'payoutData' | 'bankData'>) =>
  JSON.stringify([c.payoutType ?? null, c.payoutData ?? null, Object.entries(cleanBank(c.bankData)).sort()]);

/** Whether the consigner already submitted payout details (then only staff may change them). */
export function hasPayoutDetails(c: ConsignerRow): boolean {
  return Boolean(c.payoutData?.trim() || c.accountNumber || Object.keys(cleanBank(c.bankData)).length);
}

/** Spec 1 §2.3 / spec 3 §5: bank details cannot be changed from the consigner side after submission. */
export function payoutChangeRefusal(existing: ConsignerRow, next: PayoutColumns | null): string | null {
  if (!next || !hasPayoutDetails(existing)) return null;
  const current = payoutColumns({
    payoutType: existing.payoutType ?? '',
    payoutData: existing.payoutData,
    bankData: existing.bankData,
  });
  return snapshot(current) === snapshot(next) ? null : messages.bankDetailsReadOnly;
}
