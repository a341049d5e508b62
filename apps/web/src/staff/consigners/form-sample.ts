/**
 * A valid add-consigner form, for formRule: other fields that fail are replaced by these values so each
 * field's own message (a routing type's bank fields, the payout account) shows as soon as it is touched.
 */
export const ADD_CONSIGNER_SAMPLE = {
  firstName: 'A',
  lastName: 'B',
  email: 'sample@example.com',
  phone: '1',
  address: 'A',
  payoutType: 'Bank',
  payoutData: 'sample@example.com',
  bankData: {
    routingType: 'abaNumber',
    accountName: 'A',
    accountNumber: '1',
    routingNumber: '1',
    swiftCode: 'A',
    ibanNumber: 'A',
  },
} as const;
