import type { Rule } from 'antd/es/form';

/** A schema that words every failure itself, as the domain's e-mail schema does. */
interface SelfWorded {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * `requiredSchemaRules` (rules.ts) for a schema that gives its own messages: the same two rules, checked by the
 * schema alone, without the domain's error map and the classic zod it loads. The sign-in page uses it to stay
 * light (issue 32); its one schema, the e-mail, is written with `zod/mini`.
 */
export function requiredOwnWordsRules(schema: SelfWorded, message: string): Rule[] {
  return [
    { required: true, whitespace: true, message },
    {
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || String(value).trim() === '') return;
        const result = schema.safeParse(value);
        if (!result.success) throw new Error(result.error.issues[0]?.message ?? message);
      },
    },
  ];
}
