/** A set of consignment terms as a store types it (issue 16). Amounts in major units, days and percents as typed. */
import { z } from 'zod';
import type { ConsignmentTerms } from '../consignment-terms';
import { fromMinor, toMinor } from '../money';
import { LIMITS, MAX_COUNT, optionalMoney, requiredText, rowId } from './common';

const days = (label: string, max: number = MAX_COUNT) =>
  z
    .number({ error: `${label} must be a number of days.` })
    .int(`${label} must be a whole number of days.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} can be at most ${max.toLocaleString('en-US')} days.`);

const percentField = (label: string) =>
  z
    .number({ error: `${label} must be a percentage.` })
    .min(0, `${label} must be between 0 and 100.`)
    .max(100, `${label} must be between 0 and 100.`);

export const markdownStepSchema = z.strictObject({
  afterDays: days('A markdown').min(1, 'A markdown applies after at least 1 day.'),
  percentOff: percentField('A markdown').refine((n) => n > 0, 'A markdown takes off more than 0 %.'),
  absorbedBy: z.enum(['store', 'consigner', 'shared'], {
    error: 'Say who absorbs the markdown: the store, the consigner, or both.',
  }),
  consignerSharePercent: percentField("The consigner's share of a markdown").default(0),
});

export const ageSplitSchema = z.strictObject({
  fromDay: days('A payout split').min(1, 'A payout split starts on day 1 or later.'),
  consignerPercent: percentField("The consigner's percent"),
});

export const consignmentTermsSchema = z
  .strictObject({
    name: requiredText('Give the terms a name.', { max: LIMITS.name }),
    termDays: days('The term').min(1, 'The term is at least 1 day.'),
    expiryAction: z.enum(['return', 'convert', 'renew'], {
      error: 'Choose what happens at expiry: return, convert to store stock, or renew.',
    }),
    convertPayoutPercent: percentField('The conversion payout').default(0),
    graceDays: days('The grace period', 365).default(0),
    renewalFee: optionalMoney(0),
    minDaysBeforeChange: days('The minimum days before a withdrawal or lower price').default(0),
    floorPercent: percentField('The price floor').default(0),
    noMarkdownFrom: optionalMoney(null),
    markdowns: z.array(markdownStepSchema).max(10, 'At most 10 markdown steps.').default([]),
    ageSplits: z.array(ageSplitSchema).max(10, 'At most 10 payout splits.').default([]),
    isDefault: z.boolean().default(false),
  })
  .superRefine((terms, ctx) => {
    terms.markdowns.forEach((step, i) => {
      const before = terms.markdowns[i - 1];
      if (before && step.afterDays <= before.afterDays)
        ctx.addIssue({
          code: 'custom',
          path: ['markdowns', i, 'afterDays'],
          message: 'Each markdown step comes later than the one before it.',
        });
      if (before && step.percentOff <= before.percentOff)
        ctx.addIssue({
          code: 'custom',
          path: ['markdowns', i, 'percentOff'],
          message: 'Each markdown step takes off more than the one before it.',
        });
      if (step.afterDays > terms.termDays + terms.graceDays)
        ctx.addIssue({
          code: 'custom',
          path: ['markdowns', i, 'afterDays'],
          message: 'A markdown step falls after the term and grace period have ended.',
        });
    });
    terms.ageSplits.forEach((split, i) => {
      const before = terms.ageSplits[i - 1];
      if (i === 0 && split.fromDay !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['ageSplits', 0, 'fromDay'],
          message: 'The first payout split starts on day 1.',
        });
      if (before && split.fromDay <= before.fromDay)
        ctx.addIssue({
          code: 'custom',
          path: ['ageSplits', i, 'fromDay'],
          message: 'Each payout split starts later than the one before it.',
        });
    });
  });

export type ConsignmentTermsForm = z.input<typeof consignmentTermsSchema>;
export type ConsignmentTermsInput = z.output<typeof consignmentTermsSchema>;

/** The checked form as the domain's terms, amounts in the currency's minor units. */
export function termsFromInput(input: ConsignmentTermsInput, currency: string): ConsignmentTerms {
  return {
    termDays: input.termDays,
    expiryAction: input.expiryAction,
    convertPayoutPercent: input.convertPayoutPercent,
    graceDays: input.graceDays,
    renewalFee: toMinor(input.renewalFee ?? 0, currency),
    minDaysBeforeChange: input.minDaysBeforeChange,
    floorPercent: input.floorPercent,
    noMarkdownFrom: input.noMarkdownFrom === null ? null : toMinor(input.noMarkdownFrom, currency),
    markdowns: input.markdowns,
    ageSplits: input.ageSplits,
  };
}

/** Stored terms back as the form shows them (amounts in major units). */
export function termsToForm(
  terms: ConsignmentTerms,
  extra: { name: string; isDefault: boolean },
  currency: string,
): ConsignmentTermsInput {
  return {
    ...extra,
    termDays: terms.termDays,
    expiryAction: terms.expiryAction,
    convertPayoutPercent: terms.convertPayoutPercent,
    graceDays: terms.graceDays,
    renewalFee: fromMinor(terms.renewalFee, currency),
    minDaysBeforeChange: terms.minDaysBeforeChange,
    floorPercent: terms.floorPercent,
    noMarkdownFrom: terms.noMarkdownFrom === null ? null : fromMinor(terms.noMarkdownFrom, currency),
    markdowns: terms.markdowns,
    ageSplits: terms.ageSplits,
  };
}

/** Which terms a consigner type or a consigner gets; null: the next level's (the type's, then the default). */
export const termsAssignmentSchema = z.strictObject({
  termsId: rowId('Choose terms from the list.').nullable(),
});

/** A change to the store's terms applies to new items; "all" also re-snapshots live items (confirmed in the UI). */
export const termsApplySchema = z.strictObject({
  applyTo: z
    .enum(['new', 'all'], { error: 'Choose whether the change applies to new items or to all.' })
    .default('new'),
});

/** Staff's bulk action on the Expiring list: what to do now with the selected items. */
export const expiringActionSchema = z.strictObject({
  action: z.enum(['renew', 'return', 'convert'], { error: 'Choose renew, return or convert.' }),
  ids: z
    .array(rowId(), { error: 'Select the items first.' })
    .min(1, 'Select the items first.')
    .max(500, 'Select at most 500 items at a time.'),
});
