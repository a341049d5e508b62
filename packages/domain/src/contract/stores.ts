/** Answers of the store calls (spec 1 §1 branding, spec 3 §2.11 / §3 Store settings). Money in major units. */
import { z } from 'zod';
import { coercedRowId } from '../schemas/common';
import { storeSettingsSchema } from '../schemas/settings';

/** What the apps need before sign-in (GET /open/stores/{domain}). */
export const storeBranding = z
  .object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string(),
    logo: z.string().nullable(),
    currency: z.string(),
    supportEmail: z.string(),
    termsOfService: z.string(),
    maintenanceMode: z.boolean(),
    isBuyingStore: z.boolean(),
    onlineMarketplace: z.boolean(),
    consignerUrl: z.string(),
    inStoreUrl: z.string(),
    /** Bank details as account name and number only (the spec's "store 32" form, as a setting). */
    simplifiedBankForm: z.boolean(),
    /** The IANA zone in which the store's days start and end ("today" of date ranges). */
    timeZone: z.string(),
  })
  .meta({
    examples: [
      {
        id: 3,
        name: 'Kicks',
        handle: 'kicks',
        logo: null,
        currency: 'USD',
        supportEmail: 'help@kicks.example',
        termsOfService: 'By listing items with us you agree that we sell them on your behalf.',
        maintenanceMode: false,
        isBuyingStore: false,
        onlineMarketplace: false,
        consignerUrl: 'https://kicks.backroom.example',
        inStoreUrl: 'https://kicks-staff.backroom.example',
        simplifiedBankForm: false,
        timeZone: 'America/New_York',
      },
    ],
  });
export type StoreBranding = z.output<typeof storeBranding>;

export const storeCreated = z.object({ store: storeBranding });
export type StoreCreated = z.output<typeof storeCreated>;

const money = z.number().nullable();

/** Every field of the settings form (GET /api/stores/current, PUT /api/stores/{id}). */
export const storeSettings = z.object({
  id: z.number().int(),
  handle: z.string(),
  domain: z.string().nullable(),
  shop: z.string().nullable(),
  platform: z.string().nullable(),
  name: z.string(),
  supportEmail: z.string(),
  redirectURL: z.string(),
  consignerUrl: z.string(),
  inStoreUrl: z.string(),
  consignerCname: z.string().nullable(),
  currency: z.string(),
  logo: z.string().nullable(),
  termsOfService: z.string(),
  isBuyingStore: z.boolean(),
  onlineMarketplace: z.boolean(),
  maintenanceMode: z.boolean(),
  safeInventoryStatusMode: z.boolean(),
  absorbDiscount: z.boolean(),
  autoPreapproval: z.boolean(),
  /** Percent. */
  payoutFee: z.number(),
  chargeTax: z.boolean(),
  /** Percent. */
  vatRate: z.number(),
  withdrawEarlyDays: z.number().int(),
  automatedPayout: z.boolean(),
  timeZone: z.string(),
  warnText: z.string(),
  minApproval: money,
  maxApproval: money,
  warnAmount: money,
  cleaningFee: money,
  boxFee: money,
  withdrawFee: money,
  upPrice: money,
  /** The jsonb fields below have defaults (a store that never saved the form shows them). */
  livePriceChanges: z.boolean(),
  prioritizeStore: z.boolean(),
  sizeType: z.string().nullable(),
  labelOptions: z.array(z.string()),
  /** Millimetres. */
  labelSize: z.object({ width: z.number(), height: z.number() }),
  customBarcode: z.string().nullable(),
  shopifyTrackingParams: z.array(z.object({ param: z.string(), value: z.string() })),
  customShopifyUrl: z.string().nullable(),
  compactLabelTemplateIds: z.array(z.number().int()),
  signupInfo: z.array(z.string()),
  payoutOptions: z.array(z.string()),
  shipInstructions: z.union([z.array(z.string()), z.string()]),
  emailMsgs: z.record(z.string(), z.string()),
  marketplaceEmailMsgs: z.record(z.string(), z.string()),
  simplifiedBankForm: z.boolean(),
  shopPayInStore: z.boolean(),
});
export type StoreSettings = z.output<typeof storeSettings>;

/** The few settings every inventory screen applies (any staff member). */
export const inventorySettings = storeSettings.pick({
  safeInventoryStatusMode: true,
  withdrawFee: true,
  withdrawEarlyDays: true,
  shipInstructions: true,
});
export type InventorySettingsAnswer = z.output<typeof inventorySettings>;

/** A change that runs in the background: the job to follow at GET /api/jobs/{id}. */
export const jobStarted = z.object({ message: z.string(), jobId: z.number().int() });
export type JobStarted = z.output<typeof jobStarted>;

export const storeSettingsParams = z.object({ id: z.coerce.number().int() });

export const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/**
 * PUT /api/stores/{id}: any subset of the store settings form (spec 3 §2.11, §5), validated with the domain's
 * schema; fields not sent keep their value. Two settings the spec does not name: simplifiedBankForm (the
 * spec's "store id 32": bank payouts without routing fields) and timeZone (date ranges are store-zone days).
 */
export const storeSettingsBody = storeSettingsSchema.partial().extend({
  simplifiedBankForm: z.boolean().optional(),
  timeZone: z
    .string()
    .refine((tz) => TIME_ZONES.has(tz) || tz === 'UTC', 'Please select a valid time zone')
    .optional(),
});

export const storeExportParams = z.object({ id: coercedRowId() });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { setupChecklistUpdate } from '../schemas/setup';
export { createStoreBody, storeDomainParams } from '../schemas/store';
export { storeMoveExportSchema } from '../schemas/store-export';
