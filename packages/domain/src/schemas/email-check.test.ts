import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { emailSchema } from './email';
import { EMAIL_PATTERN, emailProblem } from './email-check';

describe('the e-mail check without zod', () => {
  it("is zod's own pattern", () => {
    for (const value of ['a-b@c-d.example.com', 'x@-y.com', 'x@y-.com', 'x_y@z.io', 'x@y.z1'])
      expect(EMAIL_PATTERN.test(value), value).toBe(regexes.email.test(value));
  });

  it.each([
    'sally@example.com',
    '  Sally.Seller@Example.COM ',
    "o'neil+shop@mail.example.co.uk",
    'a@b',
    'a@b.c',
    'no-at-sign.example.com',
    'two@@example.com',
    '.dot@example.com',
    'dots..in@example.com',
    `${'x'.repeat(250)}@example.com`,
    '',
  ])('answers as emailSchema does for %j', (value) => {
    const parsed = emailSchema.safeParse(value);
    expect(emailProblem(value)).toBe(parsed.success ? undefined : parsed.error.issues[0]?.message);
  });
});
