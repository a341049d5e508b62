/** Answers of the consignment agreement calls (issue 16). */
import { z } from 'zod';
import { timestamp } from './common';

export const agreementVersionView = z.object({
  version: z.number().int(),
  /** Sanitised on the server: safe to render as HTML. */
  html: z.string(),
  markdown: z.string(),
  publishedAt: timestamp,
  publishedBy: z.string(),
});

export const agreementView = z.object({
  required: z.boolean(),
  current: agreementVersionView.nullable(),
});
export type AgreementView = z.output<typeof agreementView>;

export const agreementSignatureView = z.object({
  id: z.number().int(),
  consignerId: z.number().int(),
  consignerName: z.string(),
  version: z.number().int(),
  typedName: z.string(),
  signatureKind: z.enum(['drawn', 'typed']),
  signedAt: timestamp,
  ipAddress: z.string(),
  signedInStore: z.boolean(),
  witnessName: z.string().nullable(),
  /** Whether it is the current version's signature. */
  current: z.boolean(),
});
export type AgreementSignatureView = z.output<typeof agreementSignatureView>;

export const agreementSignatureList = z.object({ signatures: z.array(agreementSignatureView) });

/** What a consigner (or the staff's screen for one) needs: the current text and whether it is signed. */
export const consignerAgreementView = z.object({
  required: z.boolean(),
  current: agreementVersionView.nullable(),
  signedCurrent: z.boolean(),
  signatures: z.array(agreementSignatureView),
});
export type ConsignerAgreementView = z.output<typeof consignerAgreementView>;
/** What the server hands over (times as Dates). */
export type AgreementViewInput = z.input<typeof agreementView>;
export type AgreementSignatureInput = z.input<typeof agreementSignatureView>;

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export { agreementSettingsSchema, publishAgreementSchema, signAgreementSchema } from '../schemas/agreement';
