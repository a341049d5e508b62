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
  emailText,
  optionalNonNegative,
  optionalText,
  optionalWebAddress,
  requiredNumber,
  requiredText,
  requiredWebAddress,
} from './common';

const nonEmptyList = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.array(z.enum(options, { error: message }), { error: message }).min(1, message);

const percent = optionalNonNegative(0).refine((n) => (n ?? 0) <= 100, messages.percentRange);

const positiveMm = (message: string) => requiredNumber(message).refine((n) => n > 0, message);

const shipInstructions = z
  .union([z.string(), z.array(z.string())], { error: messages.shipInstructionsRequired })
  .transform((v) => (typeof v === 'string' ? [v] : v).map((s) => s.trim()).filter((s) => s !== ''))
  .refine((v) => v.length > 0, messages.shipInstructionsRequired);

export const storeSettingsSchema = z.strictObject({
  // Store
  name: requiredText(messages.nameRequired),
  supportEmail: emailText(messages.supportEmailRequired),
  redirectURL: requiredWebAddress(messages.redirectUrlRequired, 'Redirect URL'),
  consignerUrl: requiredText(messages.domainRequired),
  inStoreUrl: requiredText(messages.domainRequired),
  consignerCname: optionalText(),
  currency: requiredText(messages.currencyRequired)
    .refine(isCurrencyCode, messages.invalidCurrency)
    .transform((c) => c.toUpperCase()),
  logo: optionalWebAddress('Logo'),
  termsOfService: optionalText(),
  isBuyingStore: z.boolean().optional(),
  onlineMarketplace: z.boolean().optional(),
  maintenanceMode: z.boolean().optional(),
  // Inventory
  safeInventoryStatusMode: z.boolean().optional(),
  livePriceChanges: z.boolean().optional(),
  prioritizeStore: z.boolean().optional(),
  absorbDiscount: z.boolean().optional(),
  upPrice: optionalNonNegative(),
  autoPreapproval: z.boolean().optional(),
  minApproval: optionalNonNegative(0),
  maxApproval: optionalNonNegative(0),
  warnAmount: optionalNonNegative(0),
  warnText: optionalText(),
  payoutFee: percent,
  chargeTax: z.boolean().optional(),
  vatRate: percent,
  cleaningFee: optionalNonNegative(20),
  boxFee: optionalNonNegative(20),
  withdrawFee: optionalNonNegative(0),
  withdrawEarlyDays: optionalNonNegative(0).refine((n) => Number.isInteger(n), messages.mustNotBeNegative),
  sizeType: z.enum(SIZE_TYPES).nullish(),
  // Label
  labelOptions: nonEmptyList(LABEL_OPTIONS, messages.labelOptionRequired),
  labelSize: z.strictObject(
    { width: positiveMm(messages.widthRequired), height: positiveMm(messages.heightRequired) },
    { error: messages.widthRequired },
  ),
  customBarcode: z.enum(CUSTOM_BARCODE_OPTIONS).nullish(),
  shopifyTrackingParams: z
    .array(z.strictObject({ param: requiredText(pleaseInput('Param')), value: z.string().trim() }))
    .optional(),
  customShopifyUrl: optionalText(),
  /** Product templates whose labels use the compact layout (spec 2 §9's special layouts of two template ids). */
  compactLabelTemplateIds: z.array(z.number().int().positive()).max(500).optional(),
  // Consigner
  signupInfo: nonEmptyList(SIGNUP_INFO_OPTIONS, messages.signupInfoRequired),
  payoutOptions: nonEmptyList(PAYOUT_OPTIONS, messages.payoutOptionRequired),
  automatedPayout: z.boolean().optional(),
  /** Staff bank-details form with account name and number only (generalises spec 3 §5's store 32). */
  simplifiedBankForm: z.boolean().optional(),
  shipInstructions,
  // Custom e-mail
  emailMsgs: z.record(z.string(), z.string()).optional(),
  marketplaceEmailMsgs: z.record(z.string(), z.string()).optional(),
});

export type StoreSettingsForm = z.infer<typeof storeSettingsSchema>;
