/**
 * Validation failures as sentences that name the field in words: "First name must be at most 100 characters.",
 * never "profile.firstName: Too big: expected string to have <=100 characters". Installed as zod's error map
 * when the domain package loads, so the server's answers and the web forms word a failure the same way. A message
 * a schema gives itself (the spec's "Please enter a price") always wins over these.
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** Words that are not capitalised like the rest when a field name is spelled out. */
const SPELLINGS: Record<string, string> = {
  id: 'ID',
  ids: 'IDs',
  sku: 'SKU',
  gtin: 'GTIN',
  vat: 'VAT',
  url: 'URL',
  iban: 'IBAN',
  bic: 'BIC',
  bsb: 'BSB',
  pdf: 'PDF',
  csv: 'CSV',
  email: 'e-mail',
  qr: 'QR',
};

/** "bankData.accountName" → "Account name", "inventoryFormArray.0.price" → "Price (line 1)". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((key) => typeof key === 'string' && !/^\d+$/.test(key)) as string[];
  const index = [...path].reverse().find((key) => typeof key === 'number' || /^\d+$/.test(String(key)));
  const name = keys.at(-1);
  if (!name) return index === undefined ? 'This value' : `Line ${Number(index) + 1}`;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-zA-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => SPELLINGS[word.toLowerCase()] ?? (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  const label = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return index === undefined ? label : `${label} (line ${Number(index) + 1})`;
}

const count = (n: number | bigint) =>
  typeof n === 'bigint' ? n.toString() : n.toLocaleString('en-US', { maximumFractionDigits: 6 });

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  map: 'a group of fields',
  tuple: 'a list',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a web address',
  uuid: 'a valid reference',
  guid: 'a valid reference',
  datetime: 'a date and time',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time',
};

function tooSmall(label: string, issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1
        ? `${label} is required.`
        : `${label} must be at least ${count(min)} characters.`;
    case 'array':
    case 'set':
      return Number(min) <= 1
        ? `${label} needs at least one entry.`
        : `${label} needs at least ${count(min)} entries.`;
    case 'date':
      return `${label} is too early.`;
    default:
      return issue.inclusive === false
        ? `${label} must be more than ${count(min)}.`
        : `${label} must be at least ${count(min)}.`;
  }
}

function tooBig(label: string, issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `${label} must be at most ${count(max)} characters.`;
    case 'array':
    case 'set':
      return `${label} can have at most ${count(max)} entries.`;
    case 'date':
      return `${label} is too late.`;
    default:
      return issue.inclusive === false
        ? `${label} must be less than ${count(max)}.`
        : `${label} must be at most ${count(max)}.`;
  }
}

/** A label a schema was given with `.meta({ title: 'Price' })`, when the field's words are not its key's. */
function titleOf(issue: Issue): string | undefined {
  const owner = (issue as { schema?: z.core.$ZodType }).schema ?? issue.inst;
  if (!owner || !(owner instanceof z.core.$ZodType)) return undefined;
  const title = z.globalRegistry.get(owner)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/** The sentence for one issue, or undefined to fall back to zod's own words (only for codes not listed here). */
export function describeFieldIssue(issue: Issue): string | undefined {
  const label = titleOf(issue) ?? fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${label} is required.`;
      if (issue.expected === 'object' && (issue.path ?? []).length === 0)
        return 'The request must be a JSON object.';
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}.`;
    }
    case 'too_small':
      return tooSmall(label, issue);
    case 'too_big':
      return tooBig(label, issue);
    case 'invalid_format':
      return `${label} must be ${FORMAT_WORDS[issue.format] ?? 'in the expected format'}.`;
    case 'not_multiple_of':
      if (Number(issue.divisor) === 1) return `${label} must be a whole number.`;
      if (Number(issue.divisor) === 0.01) return `${label} can have at most two decimals.`;
      return `${label} must be a multiple of ${count(issue.divisor as number)}.`;
    case 'unrecognized_keys': {
      const names = issue.keys.map((key) => `“${key}”`).join(', ');
      return issue.keys.length === 1
        ? `${names} is not something this form accepts.`
        : `${names} are not things this form accepts.`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => String(value));
      // A short list is named in full (the nine access controls, the payout types); a long one would bury the field.
      return values.length <= 12
        ? `${label} must be one of: ${values.join(', ')}.`
        : `${label} is not one of the allowed values.`;
    }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid.`;
    default:
      return undefined;
  }
}

z.config({ customError: describeFieldIssue });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The sentence an API answer gives for a failure at `path`: the message itself when it names its field, or the
 * field's label in front of a bare predicate ("Must be 0 or more" → "Selling fee must be 0 or more.").
 */
export function issueSentence(issue: { path: readonly PropertyKey[]; message: string }): string {
  const message = issue.message.trim();
  const label = fieldLabel(issue.path);
  if (!message.startsWith(label) && /^(must|can|cannot|is|are|has|needs|should)\b/i.test(message)) {
    const sentence = `${label} ${lowerFirst(message)}`;
    return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  }
  return message;
}

/** A form field's value checked by its domain schema under the field's own name, so the message names it. */
export function fieldProblem(schema: z.core.$ZodType, name: string, value: unknown): string | null {
  const result = z.object({ [name]: schema }).safeParse({ [name]: value });
  return result.success ? null : issueSentence(result.error.issues[0]!);
}
