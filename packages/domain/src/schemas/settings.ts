/** The store settings form (PUT /api/stores/{id}; spec 3 §2.11, §5). Money in major units. */
import { z } from 'zod';
import {
  CUSTOM_BARCODE_OPTIONS,
  isCurrencyCode,
  LABEL_OPTIONS,
  PAYOUT_OPTIONS,
  SIGNUP_INFO_OPTIONS,
  SIZE_TYPES,
} from '../constants';
import { messages, pleaseInput } from '../messages';
import {
  cleanString,
  emailText,
  LIMITS,
  optionalCount,
  optionalMoney,
  optionalText,
  optionalWebAddress,
  percent,
  requiredNumber,
  requiredText,
  requiredWebAddress,
} from './common';

const nonEmptyList = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.array(z.enum(options, { error: message }), { error: message }).min(1, message);

/** Label sizes in millimetres: above 0, at most a metre. */
const positiveMm = (message: string) => requiredNumber(message).refine((n) => n > 0 && n <= 1000, message);

const shipInstructions = z
  .union([cleanString(), z.array(cleanString()).max(50)], { error: messages.shipInstructionsRequired })
  .transform((v) => (typeof v === 'string' ? [v] : v).map((s) => s.trim()).filter((s) => s !== ''))
  .refine((v) => v.length > 0, messages.shipInstructionsRequired);

export const storeSettingsSchema = z.strictObject({
  // Store
  name: requiredText(messages.nameRequired, { max: LIMITS.name }),
  supportEmail: emailText(messages.supportEmailRequired),
  redirectURL: requiredWebAddress(messages.redirectUrlRequired, 'Redirect URL'),
  consignerUrl: requiredText(messages.domainRequired, { max: LIMITS.url }),
  inStoreUrl: requiredText(messages.domainRequired, { max: LIMITS.url }),
  consignerCname: optionalText({ max: LIMITS.url }),
  currency: requiredText(messages.currencyRequired)
    .refine(isCurrencyCode, messages.invalidCurrency)
    .transform((c) => c.toUpperCase()),
  logo: optionalWebAddress('Logo'),
  termsOfService: optionalText({ max: LIMITS.longText, multiline: true }),
  isBuyingStore: z.boolean().optional(),
  onlineMarketplace: z.boolean().optional(),
  maintenanceMode: z.boolean().optional(),
  // Inventory
  safeInventoryStatusMode: z.boolean().optional(),
  livePriceChanges: z.boolean().optional(),
  prioritizeStore: z.boolean().optional(),
  absorbDiscount: z.boolean().optional(),
  upPrice: optionalMoney(),
  autoPreapproval: z.boolean().optional(),
  minApproval: optionalMoney(0),
  maxApproval: optionalMoney(0),
  warnAmount: optionalMoney(0),
  warnText: optionalText({ max: LIMITS.longText, multiline: true }),
  payoutFee: percent(),
  chargeTax: z.boolean().optional(),
  vatRate: percent(),
  cleaningFee: optionalMoney(20),
  boxFee: optionalMoney(20),
  withdrawFee: optionalMoney(0),
  withdrawEarlyDays: optionalCount(0, 3650),
  sizeType: z.enum(SIZE_TYPES).nullish(),
  // Label
  labelOptions: nonEmptyList(LABEL_OPTIONS, messages.labelOptionRequired),
  labelSize: z.strictObject(
    { width: positiveMm(messages.widthRequired), height: positiveMm(messages.heightRequired) },
    { error: messages.widthRequired },
  ),
  customBarcode: z.enum(CUSTOM_BARCODE_OPTIONS).nullish(),
  shopifyTrackingParams: z
    .array(z.strictObject({ param: requiredText(pleaseInput('Param')), value: cleanString() }))
    .max(50)
    .optional(),
  customShopifyUrl: optionalText({ max: LIMITS.url }),
  /** Product templates whose labels use the compact layout (spec 2 §9's special layouts of two template ids). */
  compactLabelTemplateIds: z.array(z.number().int().positive()).max(500).optional(),
  // Consigner
  signupInfo: nonEmptyList(SIGNUP_INFO_OPTIONS, messages.signupInfoRequired),
  payoutOptions: nonEmptyList(PAYOUT_OPTIONS, messages.payoutOptionRequired),
  automatedPayout: z.boolean().optional(),
  /** Staff bank-details form with account name and number only (generalises spec 3 §5's store 32). */
  simplifiedBankForm: z.boolean().optional(),
  /** The built-in shop takes orders paid at pickup (no online payment); off, a production shop sells nothing. */
  shopPayInStore: z.boolean().optional(),
  shipInstructions,
  // Custom e-mail
  emailMsgs: z.record(cleanString(), cleanString({ max: LIMITS.longText, multiline: true })).optional(),
  marketplaceEmailMsgs: z
    .record(cleanString(), cleanString({ max: LIMITS.longText, multiline: true }))
    .optional(),
});

export type StoreSettingsForm = z.infer<typeof storeSettingsSchema>;
