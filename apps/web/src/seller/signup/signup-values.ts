import type { SignupInput } from '@web/shared/api/signup';
import { type BankField, bankFieldsFor, type PayoutType, type RoutingType } from './bank-fields';

export type ProfileValues = Pick<SignupInput, 'email' | 'password'> &
  Pick<NonNullable<SignupInput['profile']>, 'firstName' | 'lastName' | 'phone' | 'address'> & {
    confirmPassword: string;
  };

// A flat form: the request nests the bank fields in bankData and sends `account` as payoutData (below).
export type PayoutValues = { payoutType: PayoutType; routingType: RoutingType; account?: string } & Partial<
  Record<BankField, string>
>;

/** The POST /open/auth/signup body of the three steps; accepting the terms is the last step. */
export function sellerSignupBody(
  profile: ProfileValues,
  payout: PayoutValues,
  simplifiedBankForm = false,
): SignupInput {
  const isBank = payout.payoutType === 'Bank';
  const bankData: Record<string, string> = {};
  if (isBank) {
    if (!simplifiedBankForm) bankData.routingType = payout.routingType;
    for (const field of bankFieldsFor(payout.routingType, simplifiedBankForm))
      bankData[field] = payout[field]?.trim() ?? '';
  }
  return {
    email: profile.email.trim(),
    password: profile.password,
    profile: {
      firstName: profile.firstName.trim(),
      lastName: profile.lastName.trim(),
      phone: profile.phone?.trim() ?? '',
      address: profile.address?.trim() ?? '',
      payoutType: payout.payoutType,
      // A non-bank payout keeps one e-mail or account and clears the bank data (spec 1 §5).
      payoutData: isBank ? '' : (payout.account?.trim() ?? ''),
      bankData,
      acceptedTOS: true,
    },
  };
}
