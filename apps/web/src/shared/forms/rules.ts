import { fieldProblem } from '@backroom/domain/field-messages';
import type { Rule, RuleRender } from 'antd/es/form';
import type { z } from 'zod';

/** A field's schema from the domain; the domain's schemas are the single source of the rules. */
type Checkable = z.core.$ZodType;

/**
 * An antd form rule from a domain schema: the same schema checks the form and the request. `whenFilled` leaves an
 * empty value to the field's own required message, so an empty field shows one message, not two.
 */
export function schemaRule(schema: Checkable, options: { whenFilled?: boolean } = {}): Rule {
  return {
    validator: async (rule, value: unknown) => {
      if (options.whenFilled && (value === undefined || value === null || String(value).trim() === ''))
        return;
      // antd names the field "a.b" for nested names; the last part is the field's own name.
      const name =
        String((rule as { field?: string }).field ?? 'value')
          .split('.')
          .pop() || 'value';
      const problem = fieldProblem(schema, name, value ?? '');
      if (problem) throw new Error(problem);
    },
  };
}

/** A required field checked by a domain schema once filled: "Please enter …" when empty, the schema's words after. */
export function requiredSchemaRules(schema: Checkable, message: string): Rule[] {
  return [{ required: true, whitespace: true, message }, schemaRule(schema, { whenFilled: true })];
}

/** The field must equal the field `name` (password confirmation). */
export function sameAsRule(name: string, message: string): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(name)) throw new Error(message);
    },
  });
}

type FieldPath = string | number | readonly (string | number)[];
type Path = readonly PropertyKey[];

interface ObjectCheckable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string; path: Path }[] } };
}

const samePath = (a: Path, b: Path) =>
  a.length === b.length && a.every((key, i) => String(key) === String(b[i]));
const startsWith = (a: Path, prefix: Path) => prefix.every((key, i) => String(key) === String(a[i]));

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set (objects on the way are copied, not changed). */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  const base = value !== null && typeof value === 'object' ? value : {};
  const copy: Record<PropertyKey, unknown> = Array.isArray(base) ? ([...base] as never) : { ...base };
  copy[key] = setAt((base as Record<PropertyKey, unknown>)[key], rest, next);
  return copy;
}

/**
 * An antd form rule from a domain *object* schema: the whole form is checked and the field shows the issue
 * the schema reports at its path. Cross-field rules ("Option 2 has values, please enter title for option 2.",
 * the bank fields of a routing type) come from the same schema the server applies.
 *
 * Zod runs an object's cross-field refinements only once its fields parse, so a field's cross-field message
 * would wait for unrelated fields to be filled. With `sample` (a valid form), other fields that fail are
 * replaced by the sample's values and the check runs again, so each field is judged on its own.
 * Pair the rule with `dependencies` on the fields it reads.
 */
export function formRule(schema: ObjectCheckable, name: FieldPath, sample?: unknown): RuleRender {
  const path: Path = Array.isArray(name) ? (name as Path) : [name as string | number];
  return ({ getFieldsValue }) => ({
    validator: async () => {
      let values: unknown = getFieldsValue(true);
      for (let round = 0; round < 4; round++) {
        const result = schema.safeParse(values);
        if (result.success) return;
        const mine = result.error.issues.find((issue) => samePath(issue.path, path));
        if (mine) throw new Error(mine.message);
        if (sample === undefined) return;
        const others = result.error.issues.filter(
          (issue) => issue.path.length > 0 && !startsWith(issue.path, path) && !startsWith(path, issue.path),
        );
        if (others.length === 0) return;
        for (const issue of others) values = setAt(values, issue.path, getAt(sample, issue.path));
      }
    },
  });
}
