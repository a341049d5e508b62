/** Answers of the consigners calls (spec 3 §3 Consigner). Money in major units of the store's currency. */
import { z } from 'zod';
import { emailSchema } from '../schemas/auth';
import { coercedRowId } from '../schemas/common';
import { pageQuery, searchQuery, timestamp } from './common';

/** The spec's ffData: the type's selling fee (percent), what the consigner's items sold for, the store's profit. */
export const consignerFigures = z.object({
  fee: z.number().nullable(),
  sales: z.number(),
  profit: z.number(),
});

export const consignerSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  accountType: z.string().nullable(),
  consignerTypeId: z.number().int().nullable(),
  payoutType: z.string().nullable(),
  isActive: z.boolean(),
  isStoreAccount: z.boolean(),
  marketplaceLocation: z.boolean(),
  chargeTax: z.boolean(),
  acceptedTOS: z.boolean(),
  /** The consigner's login, null when it has none yet. */
  fbUserId: z.string().nullable(),
  createdAt: timestamp,
  ffData: consignerFigures,
});
export type ConsignerSummary = z.output<typeof consignerSummary>;

export const consignerDetail = consignerSummary.extend({
  idNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bank: z.string().nullable(),
  bankType: z.string().nullable(),
  branchCode: z.string().nullable(),
  payoutData: z.string().nullable(),
  /** The consigner's own consignment terms (null: their type's). */
  consignmentTermsId: z.number().int().nullable(),
  bankData: z.record(z.string(), z.string().nullable()).nullable(),
  storeId: z.number().int(),
  emailNotifications: z.record(z.string(), z.boolean()),
  updatedAt: timestamp,
  /** Outstanding withdrawal fees: staff only. */
  balanceOwed: z.number().optional(),
});
export type ConsignerDetail = z.output<typeof consignerDetail>;

export const consignersPage = z.object({
  consigners: z.array(consignerSummary),
  total: z.number().int(),
  /** The count stopped at a cap: there are at least `total`. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConsignersPage = z.output<typeof consignersPage>;

export const consignerAdded = z.object({ consigner: consignerDetail, message: z.string() });

export const consignerChanged = z.object({
  consigner: consignerDetail,
  /** The recalculation of the consigner's open payouts a fee change started, if any. */
  jobId: z.number().int().nullable(),
});
export type ConsignerChanged = z.output<typeof consignerChanged>;

export const consignerDeleted = z.object({ deleted: z.boolean(), message: z.string() });

/** Staff marked the consigner's login e-mail verified. */
export const consignerEmailVerified = z.object({ email: z.string(), emailVerified: z.literal(true) });
export type ConsignerEmailVerified = z.output<typeof consignerEmailVerified>;

/** A password reset link was mailed: "Email instructions sent to {email}". */
export const consignerResetSent = z.object({ message: z.string() });
export type ConsignerResetSent = z.output<typeof consignerResetSent>;

export const consignerListQuery = z.object({ search: searchQuery, ...pageQuery });

export const consignerVerifyBody = z.strictObject({ email: emailSchema });

export const consignerUpdatePasswordBody = z.strictObject({
  email: emailSchema,
  password: z.string().max(200).optional(),
});

export const resetPasswordParams = z.object({ id: coercedRowId() });

export const consignerExportQuery = z.object({ search: searchQuery });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { consignerProfileSchema } from '../schemas/auth';
