/** Product templates (spec 3 §2.13, §5): up to three options, values entered comma-separated. */
import { z } from 'zod';
import { messages, optionValuesWithoutTitle } from '../messages';
import { cleanString, LIMITS, optionalNonNegative, optionalText, requiredText } from './common';

/** "S, M ,L,,M" → ["S", "M", "L"]: split on commas, trimmed, blanks and repeats dropped. */
export function parseOptionValues(input: string | readonly string[] | null | undefined): string[] {
  const raw = typeof input === 'string' ? input.split(',') : (input ?? []);
  const values: string[] = [];
  for (const value of raw) {
    const v = value.trim();
    if (v && !values.includes(v)) values.push(v);
  }
  return values;
}

const optionValues = z
  .union([cleanString({ max: LIMITS.longText }), z.array(cleanString()).max(500)])
  .nullish()
  .transform((v) => parseOptionValues(v))
  .refine(
    (values) => values.every((v) => v.length <= LIMITS.text),
    `Each value: at most ${LIMITS.text} characters`,
  )
  .refine((values) => values.length <= 500, 'At most 500 values');

/** POST /api/productTemplates and PUT /api/productTemplates/{id}. */
export const productTemplateSchema = z
  .strictObject({
    title: requiredText(messages.titleRequired, { max: LIMITS.name }),
    brand: requiredText(messages.brandRequired),
    category: requiredText(messages.categoryRequired),
    gender: optionalText(),
    /** Grams, stored as an integer: at most a tonne. */
    weight: optionalNonNegative(null, 1_000_000),
    option1: requiredText(messages.option1Required, { max: LIMITS.name }),
    option2: optionalText({ max: LIMITS.name }),
    option3: optionalText({ max: LIMITS.name }),
    option1Values: optionValues.refine((v) => v.length > 0, messages.option1ValuesRequired),
    option2Values: optionValues,
    option3Values: optionValues,
  })
  .superRefine((t, ctx) => {
    if (t.option2Values.length > 0 && !t.option2) {
      ctx.addIssue({ code: 'custom', path: ['option2'], message: optionValuesWithoutTitle(2) });
    }
    if (t.option3Values.length > 0 && !t.option3) {
      ctx.addIssue({ code: 'custom', path: ['option3'], message: optionValuesWithoutTitle(3) });
    }
  });

export type ProductTemplateForm = z.infer<typeof productTemplateSchema>;

export interface TemplateOptions {
  option1?: string | null;
  option2?: string | null;
  option3?: string | null;
}

/** The template's option names in order (Size, Condition, ...). */
export function templateOptionNames(template: TemplateOptions): string[] {
  return [template.option1, template.option2, template.option3].filter((n): n is string => !!n?.trim());
}

/** Option names cannot change once the template exists. */
export function checkTemplateUpdate(existing: TemplateOptions, next: TemplateOptions): string | null {
  const same = (a?: string | null, b?: string | null) => (a ?? '').trim() === (b ?? '').trim();
  const unchanged =
    same(existing.option1, next.option1) &&
    same(existing.option2, next.option2) &&
    same(existing.option3, next.option3);
  return unchanged ? null : messages.optionNamesLocked;
}

/** Delete is offered only with more than one template, and refused while inventory uses it. */
export function checkTemplateDelete(args: { templateCount: number; inUse: boolean }): string | null {
  if (args.templateCount <= 1) return messages.lastTemplate;
  return args.inUse ? messages.templateInUse : null;
}
