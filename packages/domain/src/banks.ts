/** Bank lists offered on the consigner bank form (spec 3 §9). */

export const BANK_ACCOUNT_TYPES = [
  'Current (cheque/bond) Account',
  'Savings Account',
  'Transmission Account',
  'Bond Account',
  'Subscription Share Account',
  'Fnbcard Account',
  'WesBank',
] as const;

export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Registered banks, mutual banks and local branches of foreign banks in South Africa. */
export const SOUTH_AFRICAN_BANKS = [
  'ABSA Bank',
  'Access Bank South Africa',
  'African Bank',
  'Albaraka Bank',
  'Bank of China',
  'Bank Zero',
  'Bidvest Bank',
  'BNP Paribas',
  'Canara Bank',
  'Capitec Bank',
  'Capitec Business',
  'China Construction Bank',
  'Citibank',
  'Deutsche Bank',
  'Discovery Bank',
  'Finbond Mutual Bank',
  'First National Bank',
  'FirstRand Bank',
  'GBS Mutual Bank',
  'Grindrod Bank',
  'Habib Overseas Bank',
  'HBZ Bank',
  'HSBC Bank',
  'Investec',
  'Ithala',
  'JPMorgan Chase Bank',
  'Mercantile Bank',
  'Nedbank',
  'Old Mutual Bank',
  'Postbank',
  'Rand Merchant Bank',
  'Sasfin Bank',
  'Standard Bank',
  'Standard Chartered Bank',
  'State Bank of India',
  'TymeBank',
  'Ubank',
] as const;

export type SouthAfricanBank = (typeof SOUTH_AFRICAN_BANKS)[number];
