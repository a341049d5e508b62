import { z } from 'zod';
import { ageSplitSchema, markdownStepSchema } from '../schemas/consignment-terms';
import { BULK_SKIP_REASONS } from '../terms-bulk';

export const itemTermView = z.object({
  itemId: z.number(),
  hasTerms: z.boolean(),
  term: z
    .object({
      name: z.string().nullable(),
      phase: z.enum(['running', 'expiring', 'inGrace', 'ended']),
      expiresOn: z.string(),
      graceEndsOn: z.string(),
      daysLeft: z.number(),
      nextMarkdown: z
        .object({ step: z.number(), of: z.number(), on: z.string(), price: z.number() })
        .nullable(),
      expiryAction: z.enum(['return', 'convert', 'renew']),
      renewalFee: z.number(),
      canRenew: z.boolean(),
      changeAllowedFrom: z.string(),
    })
    .nullable(),
});

export const termsView = z.object({
  id: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  termDays: z.number(),
  expiryAction: z.enum(['return', 'convert', 'renew']),
  convertPayoutPercent: z.number(),
  graceDays: z.number(),
  renewalFee: z.number().nullable(),
  minDaysBeforeChange: z.number(),
  floorPercent: z.number(),
  noMarkdownFrom: z.number().nullable(),
  markdowns: z.array(markdownStepSchema),
  ageSplits: z.array(ageSplitSchema),
});

export const stockApplied = z.object({
  changed: z.number(),
  jobId: z.number().nullable(),
  message: z.string(),
});

export const stockPreviewAnswer = z.object({
  count: z.number(),
  startsOn: z.string(),
  byTerms: z.array(
    z.object({ termsId: z.number(), name: z.string(), count: z.number(), expiresOn: z.string() }),
  ),
});

export const expiringActionsAnswer = z.object({
  done: z.number(),
  skipped: z.number(),
  notFound: z.number(),
  skippedBy: z.record(z.enum(BULK_SKIP_REASONS), z.number()),
  message: z.string(),
});

export const markdownsAnswer = z.object({
  monthStart: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      step: z.string(),
      itemId: z.number(),
      code: z.string(),
      status: z.string(),
      title: z.string(),
      consigner: z.string(),
      consignerId: z.number(),
      oldPrice: z.number().nullable(),
      newPrice: z.number().nullable(),
    }),
  ),
});

export const expiringAnswer = z.object({
  today: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      status: z.string(),
      price: z.number(),
      title: z.string(),
      consigner: z.string(),
      consignerId: z.number(),
      expiresOn: z.string(),
      graceEndsOn: z.string(),
      expiryAction: z.enum(['return', 'convert', 'renew']),
      phase: z.enum(['expiring', 'inGrace']),
    }),
  ),
});

export const consignerTermsAssigned = z.object({ consignerId: z.number(), termsId: z.number().nullable() });

export const consignerTypeTermsAssigned = z.object({
  consignerTypeId: z.number(),
  termsId: z.number().nullable(),
});

export const termsDeleted = z.object({ deleted: z.literal(true) });

export const termsUpdated = termsView.extend({ resnapshotted: z.number() });

export const termsList = z.object({ consignmentTerms: z.array(termsView) });

/** Request schemas of this area kept beside the domain's rules, part of the contract (issue #31). */
export {
  consignmentTermsSchema,
  expiringActionSchema,
  termsApplySchema,
  termsAssignmentSchema,
} from '../schemas/consignment-terms';
