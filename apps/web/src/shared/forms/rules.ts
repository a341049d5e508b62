import type { Rule, RuleRender } from 'antd/es/form';

/** The part of a zod schema the forms use; the domain's schemas are the single source of the rules. */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd form rule from a domain schema: the same schema checks the form and the request. */
export function schemaRule(schema: Checkable): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/** The field must equal the field `name` (password confirmation). */
export function sameAsRule(name: string, message: string): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(name)) throw new Error(message);
    },
  });
}
